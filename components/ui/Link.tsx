/**
 * Spec 2.14: the generic link. It takes `to` (an internal path, localised here) or `href` (an
 * external URL, given a trailing slash, or a URL already localised). The obfuscated variant is a
 * focusable element with role 'link' and data-href instead of an anchor, so crawlers do not follow
 * it; its ObfuscatedLink island follows it on click and Enter.
 *
 * A link is named by its visible text. Only a link without visible text (an icon) takes `labels`,
 * the localised texts of spec 2.14's label ('navigate to homepage' / 'navigate to {url}').
 */
import type { ReactNode } from 'react';
import { externalHref, linkTarget } from '../../schema/links';
import { localisedPath, stripLocalePrefix } from '../../schema/locale';
import { DEFAULT_LOCALE, type Locale } from '../../schema/constants/locale';
import { ObfuscatedLink } from './ObfuscatedLink.client';
import { defined } from './tokens';
import type { Words } from '../../schema/words';
import { log } from '../../schema/log';

/** Spec 8.5: the message logged for a link with neither to nor href. */
export const MISSING_LINK_MESSAGE = "Link component has undefined to/href property, Please pass either 'to' or 'href' property.";

/** The localised texts of spec 2.14's label; `other` holds the placeholder `{url}`. */
export type LinkLabels = Words<'link'>;

export type LinkProps = {
  to?: string;
  href?: string;
  locale?: Locale;
  newTab?: boolean;
  obfuscated?: boolean;
  /** Only for a link without visible text: names it after its destination. */
  labels?: LinkLabels;
  className?: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string | undefined };

const resolve = ({ to, href, locale = DEFAULT_LOCALE }: Pick<LinkProps, 'to' | 'href' | 'locale'>): string => {
  if (to !== undefined && to !== '') return localisedPath(to, locale);
  if (href !== undefined && href !== '') return externalHref(href);
  log.error(MISSING_LINK_MESSAGE);
  return '';
};

/** Spec 2.14: the home text for '/' in any locale, otherwise the other text with the URL. */
export const linkLabel = (url: string, labels: LinkLabels): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') && stripLocalePrefix(path) === '/' ? labels.home : labels.other.replace('{url}', url);
};

export function Link({ to, href, locale, newTab = false, obfuscated = false, labels, className, children, ...data }: LinkProps) {
  const url = resolve({ to, href, locale });
  const label = labels ? linkLabel(url, labels) : undefined;
  const target = linkTarget(url, newTab);
  if (obfuscated) {
    return (
      <ObfuscatedLink href={url} newTab={target.target === '_blank'} {...defined({ label, className, ...data })}>
        {children}
      </ObfuscatedLink>
    );
  }
  return (
    <a href={url} {...defined({ 'aria-label': label, className, ...data })} {...target}>
      {children}
    </a>
  );
}
