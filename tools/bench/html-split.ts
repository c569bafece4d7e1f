/**
 * Where a page's HTML bytes go: the markup a visitor's browser draws, the RSC payload React reads to
 * hydrate (`self.__next_f.push` scripts), other inline scripts and inline styles. Byte counts are of
 * the UTF-8 text as sent (before compression).
 */
export type HtmlSplit = { total: number; markup: number; rsc: number; scripts: number; styles: number };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export const splitHtml = (html: string): HtmlSplit => {
  let rsc = 0;
  let scripts = 0;
  let styles = 0;
  for (const [whole, body = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body.startsWith('self.__next_f')) rsc += bytes(whole);
    else if (body.length > 0) scripts += bytes(whole);
  }
  for (const [whole] of html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)) styles += bytes(whole);
  const total = bytes(html);
  return { total, markup: total - rsc - scripts - styles, rsc, scripts, styles };
};

/**
 * The page's own scripts a current browser downloads with it: script tags (not `noModule` ones, the
 * old-browser polyfills) and scripts preloaded for the page's lazy islands.
 */
export const firstLoadScripts = (html: string): string[] => {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="(\/_next\/[^"]+\.js)"[^>]*>/g)].filter((m) => !/\snomodule\b/i.test(m[0]));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)].filter((m) => /\sas="script"/.test(m[0]) && /\srel="preload"/.test(m[0]));
  const preloaded = preloads.map((m) => /\shref="(\/_next\/[^"]+\.js)"/.exec(m[0])?.[1]).filter((href) => href !== undefined);
  return [...new Set([...tags.map((m) => m[1] ?? ''), ...preloaded])];
};
