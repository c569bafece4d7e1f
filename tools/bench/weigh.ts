/**
 * What a page costs a first visit, in the figures the budgets name (tools/bench/budgets.json): raw
 * HTML bytes, the RSC payload inside it, and first-load JS as the gzip sum of the scripts it loads.
 */
import { gzipSync } from 'node:zlib';
import { firstLoadScripts, splitHtml, type HtmlSplit } from './html-split';

export type PageWeight = { status: number; html: HtmlSplit; htmlGzip: number; jsGzip: number; scripts: number };

/** Bots get other pages (spec 2.12), so the page is asked for as a browser. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const scriptSizes = new Map<string, number>();

/** Scripts are content-hashed, so each is fetched and compressed once per run. */
const gzipSizeOf = async (url: string): Promise<number> => {
  const known = scriptSizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  scriptSizes.set(url, size);
  return size;
};

export const weighHtml = async (origin: string, html: string, status = 200): Promise<PageWeight> => {
  const scripts = firstLoadScripts(html);
  const sizes = await Promise.all(scripts.map((src) => gzipSizeOf(`${origin}${src}`)));
  return { status, html: splitHtml(html), htmlGzip: gzipSync(html).length, jsGzip: sizes.reduce((a, b) => a + b, 0), scripts: scripts.length };
};

export const weighPage = async (origin: string, path: string): Promise<PageWeight> => {
  const response = await fetch(`${origin}${path}`, { headers: { 'user-agent': BROWSER_UA } });
  return weighHtml(origin, await response.text(), response.status);
};
