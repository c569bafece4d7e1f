/** Where a CMS redirect sends a visitor (spec 2.3): the target, in the visitor's locale, with the query they came with. */
import type { Redirect } from '../../renderer/page/redirects';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath } from '../../schema/locale';

/**
 * The request's query is kept (a campaign's utm_* or a search survives a moved page); a parameter the
 * target already names keeps the target's value, since the editor chose it.
 */
export const redirectTarget = (redirect: Redirect, locale: Locale, requestUrl: URL): URL => {
  const target = redirect.absolute ? new URL(redirect.to) : new URL(localisedPath(redirect.to, locale), requestUrl.origin);
  for (const [name, value] of requestUrl.searchParams) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  return target;
};
