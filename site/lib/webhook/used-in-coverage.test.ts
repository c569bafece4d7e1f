/**
 * Can the webhook find the pages a changed item appears on with the Delivery API's used-in
 * (spec 7.1)? For every item of the demo content, the pages found by walking used-in
 * up to the page items are compared with the pages the site's page index knows after every page
 * and listing of both locales was rendered (site/lib/content.ts and listing.ts record them).
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../renderer/delivery/client';
import { deliveryConfig } from '../../../renderer/delivery/config';
import { listListingPaths, listPagePaths } from '../../../renderer/page/known-paths';
import { listingBound } from '../../../renderer/page/listing';
import { resolvePage } from '../../../renderer/page/resolve';
import { CONTENT_TYPE } from '../../../schema/constants/content-types';
import { LOCALES, type Locale } from '../../../schema/constants/locale';
import { readEnv } from '../../../schema/env';
import { createLocalDeliveryApi } from '../../../services/kontent/api';
import { languageChain, resolveVariant } from '../../../services/kontent/store';
import { demoStore } from '../../../testing/demo-content';
import { itemsOf } from '../page-items';
import type { PageRef } from './page-index';

const store = demoStore();
const api = createLocalDeliveryApi({ store, maxResponseBytes: Infinity });
const config = deliveryConfig(readEnv({}));
const client: IDeliveryClient = createClient(config, (request) => api.handle(request));
const localeOf = (language: string): Locale | undefined => LOCALES.find((locale) => config.languages[locale] === language);
const keyOf = (page: PageRef) => `${page.locale}:${page.slug}`;

let index: typeof import('./page-index');

/** Renders every page and listing of both locales as the site does, recording what each shows. */
const renderEverything = async () => {
  for (const locale of LOCALES) {
    const q = { client, language: config.languages[locale], preview: false };
    for (const slug of await listPagePaths(q)) index.recordPage({ locale, slug }, itemsOf(await resolvePage({ ...q, slug })));
    for (const slug of await listListingPaths(q, CONTENT_TYPE.manualYachtGrid)) index.recordPage({ locale, slug }, (await listingBound({ ...q, slug })).items);
  }
};

/** codename -> the variants that reference it, by used-in (every codename asked once). */
const parentsByUsedIn = async (): Promise<Map<string, { codename: string; language: string; type: string }[]>> => {
  const parents = new Map<string, { codename: string; language: string; type: string }[]>();
  for (const codename of store.published.codenames) {
    const { data } = await client.itemUsedIn(codename).toAllPromise();
    parents.set(
      codename,
      data.items.map(({ system }) => ({ codename: system.codename, language: system.language, type: system.type })),
    );
  }
  return parents;
};

/** The page a page item is in a locale (its url_slug), or null. */
const pageIn = (codename: string, locale: Locale): PageRef | null => {
  const variant = resolveVariant(store.published, codename, languageChain(store.manifest, config.languages[locale]));
  const slug = variant?.elements['url_slug'];
  return slug?.type === 'url_slug' ? { locale, slug: slug.value } : null;
};

/**
 * The pages an item appears on by walking used-in up to every page item above it, through pages
 * too: a page reads the blocks of the pages it links (a button's target) to depth 4, so stopping
 * at the first page misses what the index knows.
 */
const pagesByUsedIn = (codename: string, parents: Map<string, { codename: string; language: string; type: string }[]>): Set<string> => {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (current: string, locales: readonly Locale[]) => {
    const key = `${current}|${locales.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (store.published.variants.get(current) && (resolveVariant(store.published, current, [config.languages.en])?.system.type ?? '') === CONTENT_TYPE.page) {
      for (const locale of locales) {
        const page = pageIn(current, locale);
        if (page) found.add(keyOf(page));
      }
    }
    for (const parent of parents.get(current) ?? []) {
      const locale = localeOf(parent.language);
      if (locale && locales.includes(locale)) walk(parent.codename, [locale]);
    }
  };
  walk(codename, LOCALES);
  return found;
};

type Coverage = { items: number; indexed: number; pairs: number; missed: { codename: string; type: string; pages: string[] }[]; extra: number };

describe('used-in against the page index, every demo item (spec 7.1)', () => {
  let coverage: Coverage;

  beforeAll(async () => {
    vi.stubEnv('REDIS_URL', '');
    index = await import('./page-index');
    await renderEverything();
    const parents = await parentsByUsedIn();
    coverage = { items: 0, indexed: 0, pairs: 0, missed: [], extra: 0 };
    for (const codename of store.published.codenames) {
      coverage.items += 1;
      const known = (await index.pagesShowing(codename)) ?? [];
      if (known.length > 0) coverage.indexed += 1;
      coverage.pairs += known.length;
      const walked = pagesByUsedIn(codename, parents);
      const missing = known.map(keyOf).filter((page) => !walked.has(page));
      coverage.extra += [...walked].filter((page) => !known.some((k) => keyOf(k) === page)).length;
      const type = resolveVariant(store.published, codename, [config.languages.en])?.system.type ?? '';
      if (missing.length > 0) coverage.missed.push({ codename, type, pages: missing });
    }
    vi.unstubAllEnvs();
    const missedPairs = coverage.missed.reduce((n, m) => n + m.pages.length, 0);
    const types = new Map<string, number>();
    for (const { type } of coverage.missed) types.set(type, (types.get(type) ?? 0) + 1);
    const byType = [...types].map(([type, count]) => `${type} ${count}`);
    console.log(
      `used-in coverage: ${coverage.items} items, ${coverage.indexed} known to the page index on ${coverage.pairs} item-page pairs; ` +
        `used-in misses ${missedPairs} pairs of ${coverage.missed.length} items (${byType.join(', ') || 'none'}), finds ${coverage.extra} pairs the index does not`,
    );
  }, 600_000);

  it('spec 7.1: used-in finds every page the page index knows for each item', () => {
    expect(coverage.indexed).toBeGreaterThan(100);
    expect(coverage.missed).toEqual([]);
  });
});
