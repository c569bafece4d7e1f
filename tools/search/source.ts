/**
 * Where the records come from: the CMS items of each site locale, through the Delivery API's items
 * feed (hosted Kontent or the local stand-in, as configured), or straight from the demo generator
 * (tests and the benchmark, with no files written).
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { DEFAULT_LANGUAGE_CODENAMES, LOCALES, type Locale } from '../../schema/constants/locale';
import { languageChain, loadStore, resolveVariant } from '../../services/kontent/store';
import { generateCatalogue } from '../content/catalogue/index';
import { generateYachts } from '../content/catalogue/yachts';
import { createMediaStore } from '../content/images';
import { generatePages } from '../content/pages/index';
import { createContext } from '../content/seed-core';
import { buildContentSet } from '../content/store';
import { forEachFeedPage } from '../validate/feed';

export type ItemsByLocale = Record<Locale, unknown[]>;

/** Every published item of each locale's language (with Kontent's language fallback applied). */
export const readItems = async (client: IDeliveryClient, languages: Record<Locale, string>): Promise<ItemsByLocale> => {
  const out: ItemsByLocale = { en: [], es: [] };
  for (const locale of LOCALES) {
    await forEachFeedPage(client, { language: languages[locale], preview: false }, (items) => {
      out[locale].push(...items);
    });
  }
  return out;
};

/** The demo content of `seed` with `yachts` yachts, in memory (no media is rendered). */
export const generatedItems = (seed: number, yachts: number, options: { only?: 'yachts' } = {}): ItemsByLocale => {
  const { ctx, items } = createContext(seed, yachts, createMediaStore().factory);
  if (options.only === 'yachts') generateYachts(ctx);
  else {
    generateCatalogue(ctx);
    generatePages(ctx);
  }
  const { published } = buildContentSet(items, seed);
  return {
    en: published.filter((v) => v.system.language === 'en'),
    es: published.filter((v) => v.system.language === 'es'),
  };
};

/** Every published item of each locale straight from a local content store folder (the seed step). */
export const storeItems = (contentDir: string): ItemsByLocale => {
  const store = loadStore(contentDir);
  const out: ItemsByLocale = { en: [], es: [] };
  for (const locale of LOCALES) {
    const chain = languageChain(store.manifest, DEFAULT_LANGUAGE_CODENAMES[locale]);
    for (const codename of store.published.codenames) {
      const variant = resolveVariant(store.published, codename, chain);
      if (variant) out[locale].push(variant);
    }
  }
  return out;
};
