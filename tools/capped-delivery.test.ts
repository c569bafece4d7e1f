/**
 * Every list query of the site (renderer/) and of the tools reads whole answers past the Delivery
 * API's item cap (spec 7.1): hosted Kontent answers at most 2,000 items and a next_page
 * (or an X-Continuation) to the rest. Against the 5,000-yacht store (testing/scale-store.ts) with the
 * stand-in's cap lowered to 7, each query must give what it gives uncapped, in more requests.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { describe, expect, it } from 'vitest';
import { listListingPaths, listPagePaths } from '../renderer/page/known-paths';
import { listingBound } from '../renderer/page/listing';
import { findRedirect, listRedirects } from '../renderer/page/redirects';
import { resolvePage } from '../renderer/page/resolve';
import { listSitemapPages } from '../renderer/page/sitemap-pages';
import { readYachtIdIndex, readYachtItems } from '../renderer/yacht/items';
import { el, standIn, variant, type RecordedRequest, type Variant } from '../testing/delivery-stand-in';
import { MED_SLUG, page, siteContent } from '../testing/page-content';
import { scaleItems } from '../testing/scale-store';
import { readItems } from './search/source';
import { forEachFeedPage, readLanguages } from './validate/feed';
import { readEnvironmentTypes } from './validate/types';

const CAP = 7;
const LEVELS = 9;

/** A page nine levels down, with a page at each level: its breadcrumbs name nine ancestors. */
const deepPages = (): Variant[] => Array.from({ length: LEVELS }, (_, i) => page(`deep_${i + 1}`, `/deep${Array.from({ length: i }, (_, l) => `/l${l + 2}`).join('')}`, `Level ${i + 1}`));

/** More redirects than one capped answer holds. */
const extraRedirects = (): Variant[] =>
  Array.from({ length: 10 }, (_, i) =>
    variant(`redirect_extra_${i}`, 'redirect', 'en', { redirect_from: el.text(`/extra-${i}`), redirect_to: el.text('/yacht-charter'), status_code: el.choice('301') }),
  );

// The incomplete redirect of the fixture is left out: it only logs.
const site = siteContent().filter((item) => item.system.codename !== 'redirect_unfinished');
const items = [...scaleItems({ yachtIds: true }), ...site, ...deepPages(), ...extraRedirects()];
const uncapped = standIn(items);
const capped = standIn(items, { maxItemsPerResponse: CAP });

const DEEP_SLUG = `/deep${Array.from({ length: LEVELS - 1 }, (_, l) => `/l${l + 2}`).join('')}`;
const TWENTY_YACHTS = Array.from({ length: 20 }, (_, i) => `yacht_${i * 2}`);

type Query = { name: string; read: (client: IDeliveryClient) => Promise<unknown>; /** its answer is longer than the cap */ long: boolean };

const feedCodenames = async (client: IDeliveryClient): Promise<string[]> => {
  const codenames: string[] = [];
  await forEachFeedPage(client, { language: 'en', preview: false }, (page) => codenames.push(...page.map((item) => item.system.codename)));
  return codenames;
};

/** Each query of the site and the tools that reads a list. */
const queries: Query[] = [
  { name: 'page lookup with its breadcrumb trail of nine pages', read: (client) => resolvePage({ client, slug: DEEP_SLUG, language: 'en', preview: false }), long: true },
  { name: 'page lookup of a page with a yacht grid, es', read: (client) => resolvePage({ client, slug: MED_SLUG, language: 'es', preview: false }), long: false },
  { name: 'page lookup in preview', read: (client) => resolvePage({ client, slug: MED_SLUG, language: 'en', preview: true }), long: false },
  { name: 'page lookup falling back to a redirect', read: (client) => resolvePage({ client, slug: '/extra-3', language: 'en', preview: false }), long: false },
  { name: 'redirect table', read: (client) => listRedirects({ client, language: 'en', preview: false }), long: true },
  { name: 'one redirect', read: (client) => findRedirect({ client, language: 'en', preview: false, slug: '/extra-9' }), long: false },
  { name: 'page paths', read: (client) => listPagePaths({ client, language: 'en', preview: false }), long: true },
  { name: 'page paths in preview, es', read: (client) => listPagePaths({ client, language: 'es', preview: true }), long: true },
  { name: 'listing paths', read: (client) => listListingPaths({ client, language: 'en', preview: false }, 'manual_yacht_grid'), long: false },
  { name: 'listing bound', read: (client) => listingBound({ client, slug: MED_SLUG, language: 'en', preview: false }), long: false },
  { name: 'sitemap pages', read: (client) => listSitemapPages({ client, language: 'en', preview: false }), long: true },
  { name: 'twenty yachts named by search hits', read: (client) => readYachtItems({ client, language: 'en' }, TWENTY_YACHTS), long: true },
  { name: 'YachtId index, es', read: (client) => readYachtIdIndex({ client, language: 'es' }), long: true },
  { name: 'validate: every item of a language', read: feedCodenames, long: true },
  { name: 'validate: languages', read: (client) => readLanguages(client, false), long: false },
  { name: 'validate: content types', read: (client) => readEnvironmentTypes(client, false), long: false },
  { name: 'search index: every item of each locale', read: (client) => readItems(client, { en: 'en', es: 'es' }), long: true },
];

/** The query's answer and how many requests it took. */
const run = async (side: { client: IDeliveryClient; requests: RecordedRequest[] }, query: (client: IDeliveryClient) => Promise<unknown>) => {
  const before = side.requests.length;
  const result = await query(side.client);
  return { result, requests: side.requests.slice(before) };
};

describe(`every list query reads past the item cap, here ${CAP} (spec 7.1)`, () => {
  it.each(queries)('spec 7.1: $name gives the same answer capped as uncapped', async ({ read, long }) => {
    const full = await run(uncapped, read);
    const cut = await run(capped, read);
    expect(cut.result).toEqual(full.result);
    expect(cut.requests.every((request) => request.status === 200)).toBe(true);
    // A list longer than the cap was cut: the whole answer took more requests.
    if (long) expect(cut.requests.length).toBeGreaterThan(full.requests.length);
    else expect(cut.requests.length).toBeGreaterThanOrEqual(full.requests.length);
  });
});
