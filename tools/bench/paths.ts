/**
 * Generated request paths, the same for a given seed: hostile input for the bad-input tests and a
 * crawler's mix of pages, made-up URLs and odd encodings for the crawl benchmark.
 */
import type { Rng } from '../content/random';

/** Escapes that do not decode: stray signs, broken, overlong and surrogate UTF-8. */
export const MALFORMED = ['%zz3', '%E0%A4%A', '%c0%ae%c0%ae', '%ff', '%C3%28', '%ED%A0%80', '%', '%%', '%2', '%u0041', '%F0%9F%98', '%C0%AF'];
/** Attempts to climb out of the path, plain, encoded and double-encoded. */
export const TRAVERSAL = ['..%2f', '%2e%2e%2f', '..%5c', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%252e%252e%252f', '....%2f%2f', '%2e%2e%5c'];
/** Encoded NUL and control characters. */
export const CONTROL = ['%00', '%01', '%0a', '%0d%0a', '%1b', '%7f', '%09', 'x%00y'];
/** Valid but unusual text: accents, emoji, bidi overrides, zero-width and combining marks, other scripts. */
export const UNICODE = ['caf%C3%A9', '%F0%9F%9B%A5%EF%B8%8F', '%E2%80%AE%E2%80%8Bcharter', '%E4%B8%AD%E6%96%87', 'n%CC%83', '%EF%BB%BF', '%F0%9F%98%80%F0%9F%98%80', '%D9%85%D8%B1%D8%AD%D8%A8%D8%A7'];
/** Markup that must only ever come back escaped; FUZZ_MARKER names what must never appear raw. */
export const MARKUP = ['%3Cscript%3Efuzz(1)%3C%2Fscript%3E', '%3Cimg%20src%3Dx%20onerror%3Dfuzz(1)%3E', '%22%3E%3Csvg%20onload%3Dfuzz(1)%3E', "'%3E%3Cscript%3Efuzz(1)%3C/script%3E"];
export const FUZZ_MARKERS = ['<script>fuzz(1)', '<img src=x onerror=fuzz(1)', '<svg onload=fuzz(1)'];
/** Query strings: broken escapes, repeated and empty keys, markup, a very long one. */
export const QUERIES = [
  '?preview=%zz',
  '?q=<script>fuzz(1)</script>',
  '?q=%3Cscript%3Efuzz(1)%3C%2Fscript%3E',
  '?preview=true&preview=false',
  '?page[]=1&&&=',
  '?%00=1',
  '?q=%E0%A4%A',
  '?preview=%00',
  '?utm_source=x&utm_campaign=%F0%9F%98%80',
  `?${'a=1&'.repeat(200)}`,
];

const WORDS = ['yacht', 'charter', 'sale', 'blue', 'horizon', 'azure', 'crew', 'berth', 'news', 'old', 'page', 'offer', 'marina', 'deck'];
const LOCALE_PREFIXES = ['', '', '/en', '/es', '/fr'];

const word = (rng: Rng): string => `${rng.pick(WORDS)}-${rng.int(1, 99_999)}`;

const oddSegment = (rng: Rng): string => {
  const kind = rng.int(0, 6);
  if (kind === 0) return rng.pick(MALFORMED);
  if (kind === 1) return rng.pick(TRAVERSAL);
  if (kind === 2) return rng.pick(CONTROL);
  if (kind === 3) return `${word(rng)}${rng.pick(UNICODE)}`;
  if (kind === 4) return rng.pick(MARKUP);
  if (kind === 5) return 'x'.repeat(rng.int(120, 400));
  return `${word(rng)}${rng.pick(MALFORMED)}`;
};

/** A path of one to three segments, at least one of them odd, with or without a locale, slash and query. */
export const fuzzPath = (rng: Rng): string => {
  const segments = Array.from({ length: rng.int(1, 3) }, (_, i) => (i === 0 || rng.chance(0.5) ? oddSegment(rng) : word(rng)));
  const path = `${rng.pick(LOCALE_PREFIXES)}/${segments.join('/')}${rng.chance(0.8) ? '/' : ''}`;
  return rng.chance(0.3) ? `${path}${rng.pick(QUERIES)}` : path;
};

/** `/about` in a locale as a visitor may spell it: '/about/', '/en/about/' or '/es/about/'. */
const localised = (rng: Rng, slug: string): string => {
  const prefix = rng.pick(['', '/en', '/es']);
  return slug === '/' ? `${prefix}/` : `${prefix}${slug}/`;
};

export type CrawlRequest = { path: string; bot: boolean };

/**
 * A crawler's mix: some known pages (both locales), many made-up slugs, odd encodings, query
 * strings on both, and a tenth of the requests as a search bot.
 */
export const crawlRequest = (rng: Rng, knownSlugs: readonly string[]): CrawlRequest => {
  const roll = rng.next();
  const known = () => localised(rng, rng.pick(knownSlugs));
  const madeUp = () => localised(rng, `/${Array.from({ length: rng.int(1, 3) }, () => word(rng)).join('/')}`);
  let path: string;
  if (roll < 0.1) path = known();
  else if (roll < 0.55) path = madeUp();
  else if (roll < 0.8) path = fuzzPath(rng);
  else path = `${rng.chance(0.5) ? known() : madeUp()}${rng.pick(QUERIES)}`;
  return { path, bot: rng.chance(0.1) };
};

/**
 * The route handlers' prefixes: each the start of a real address (a file, a form, a search, a map
 * picture), so a fuzzed segment after it reaches the handler or its dynamic parameters.
 */
export const ROUTE_HANDLER_PREFIXES = [
  '/api/health',
  '/api/ready',
  '/api/routes',
  '/api/menu',
  '/api/offices',
  '/api/country',
  '/api/compare',
  '/api/yacht-cards',
  '/api/yacht-gallery',
  '/api/similar-yachts',
  '/api/switch-locale',
  '/api/contact-broker-drawer',
  '/api/revalidate',
  '/api/no-such-route',
  '/api/search/1/indexes/GenericIndex_en',
  '/api/search/1/indexes',
  '/api/sitemaps',
  '/api/land',
  '/api/map-preview/6/37.4467',
  '/api/map-preview',
  '/api/brochure/sale',
  '/api/dam/demo/v4/file',
  '/media',
  '/media/0027ea2f-3c75-4cef-a474-8c19c65196f7',
  '/forms',
  '/forms/contact',
  '/builds',
] as const;

/** Sent in paths and queries; it must never come back with its markup unescaped, in a body or a header. */
export const ROUTE_FUZZ_MARKER = `<x-fuzz>"'`;
/** What a reflection of the marker looks like: its tag with raw angle brackets. */
export const ROUTE_FUZZ_REFLECTION = '<x-fuzz>';
const MARKER_ESCAPED = encodeURIComponent(ROUTE_FUZZ_MARKER);
/** The marker as a segment or a query value: escaped, raw where a client may send it raw, and double-escaped. */
const MARKER_FORMS = [MARKER_ESCAPED, `${MARKER_ESCAPED}.svg`, encodeURIComponent(MARKER_ESCAPED), `a${MARKER_ESCAPED}b.jpg`];

const routeSegment = (rng: Rng): string => {
  const kind = rng.int(0, 7);
  if (kind === 0) return rng.pick(MALFORMED);
  if (kind === 1) return rng.pick(TRAVERSAL);
  if (kind === 2) return rng.pick(CONTROL);
  if (kind === 3) return `${word(rng)}${rng.pick(UNICODE)}`;
  if (kind === 4) return rng.pick(MARKER_FORMS);
  if (kind === 5) return 'x'.repeat(rng.int(200, 2000));
  if (kind === 6) return `${word(rng)}${rng.pick(MALFORMED)}.${rng.pick(['jpg', 'svg', 'json', 'pdf', 'xml'])}`;
  return `${word(rng)}${rng.pick(MALFORMED)}`;
};

const ROUTE_QUERIES = [
  ...QUERIES,
  `?q=${MARKER_ESCAPED}`,
  `?${MARKER_ESCAPED}=1`,
  `?w=${MARKER_ESCAPED}&h=%zz&q=%00`,
  '?w=%E0%A4%A&force_format=%ff',
  `?source=${MARKER_ESCAPED}&preview=true`,
  `?x-algolia-application-id=${MARKER_ESCAPED}`,
  `?p=${'%C0%AF'.repeat(300)}`,
];

/** A route handler's address with one to three odd segments after it, and a query three times in ten. */
export const fuzzRoutePath = (rng: Rng): string => {
  const segments = Array.from({ length: rng.int(1, 3) }, (_, i) => (i === 0 || rng.chance(0.5) ? routeSegment(rng) : word(rng)));
  const path = `${rng.pick(ROUTE_HANDLER_PREFIXES)}/${segments.join('/')}${rng.chance(0.6) ? '/' : ''}`;
  return rng.chance(0.3) ? `${path}${rng.pick(ROUTE_QUERIES)}` : path;
};
