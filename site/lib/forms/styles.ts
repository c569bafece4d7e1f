/**
 * The site's stylesheets for the form host's pages. A route handler cannot import CSS, so the
 * host reads the links Next writes into a tiny page that does (site/app/forms/style/), once per
 * server process; the pages then look like the site and follow its design tokens.
 */
export type Styles = { stylesheets: string[]; htmlClass?: string };

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export const parseStyles = (html: string): Styles => {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  const stylesheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').flatMap((tag) => attribute(tag, 'href') ?? []);
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
  const htmlClass = htmlTag ? attribute(htmlTag, 'class') : undefined;
  return { stylesheets, htmlClass };
};

let styles: Promise<Styles> | undefined;

/** Unstyled but working when the page cannot be read; tried again on the next request. */
export const siteStyles = (origin: string): Promise<Styles> =>
  (styles ??= fetch(new URL('/forms/style/', origin))
    .then(async (response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      return parseStyles(await response.text());
    })
    .catch((error: unknown) => {
      console.error('forms: could not read the site stylesheets', error);
      styles = undefined;
      return { stylesheets: [] };
    }));
