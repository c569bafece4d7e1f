/**
 * One published yacht item by codename (renderer/yacht/items.ts), cached with the content tag (a
 * publish expires it): for the routes that answer about a page's yacht (brochure, gallery).
 */
import { unstable_cache } from 'next/cache';
import { readYachtItem } from '../../renderer/yacht/items';
import type { Locale } from '../../schema/constants/locale';
import type { ContentItem } from '../../schema/kontent';
import { CONTENT_TAG } from './cache-tags';
import { PAGE_REVALIDATE_SECONDS } from './content';
import { getDelivery } from './delivery';

export const yachtQuery = (locale: Locale) => {
  const { client, config } = getDelivery();
  return { client, language: config.languages[locale] };
};

export const publishedYacht: (codename: string, locale: Locale) => Promise<ContentItem | null> = unstable_cache(
  (codename: string, locale: Locale) => readYachtItem(yachtQuery(locale), codename),
  ['published-yacht-item'],
  { tags: [CONTENT_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
);
