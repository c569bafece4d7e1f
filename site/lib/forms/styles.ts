/**
 * The site's stylesheets for the form host's pages. A route handler cannot import CSS, so the
 * host reads the links Next writes into a tiny page that does (site/app/forms/style/), once per
 * server process; the pages then look like the site and follow its design tokens.
 */
import { REQUEST_TIMEOUT_MS } from '../../../schema/constants/fetching';
import { selfOrigin } from '../site';
import { log, problemOf } from '../../../schema/log';

export type Styles = { stylesheets: string[]; htmlClass?: string };

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export const parseStyles = (html: string): Styles => {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  // Only the site's own built stylesheets: nothing read here may point a page elsewhere.
  const stylesheets = links
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .flatMap((tag) => attribute(tag, 'href') ?? [])
    .filter((href) => /^\/_next\/static\/[\w./-]+\.css$/.test(href));
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
  const htmlClass = htmlTag ? attribute(htmlTag, 'class') : undefined;
  return { stylesheets, htmlClass };
};

let styles: Promise<Styles> | undefined;

/**
 * Unstyled but working when the page cannot be read; tried again on the next request. Read from
 * the server's own port, never from the request's Host header, which a visitor controls.
 */
export const siteStyles = (): Promise<Styles> =>
  (styles ??= fetch(new URL('/forms/style/', selfOrigin()), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    .then(async (response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      return parseStyles(await response.text());
    })
    .catch((error: unknown) => {
      log.error('forms: could not read the site stylesheets', { error: problemOf(error) });
      styles = undefined;
      return { stylesheets: [] };
    }));
