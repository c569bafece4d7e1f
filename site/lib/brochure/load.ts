/**
 * Finding a yacht by its YachtId for the brochure: an index YachtId -> codename over the items
 * feed, then the item (renderer/yacht/items.ts), both cached with the content tag (a publish
 * expires them).
 */
import { unstable_cache } from 'next/cache';
import { readYachtIdIndex } from '../../../renderer/yacht/items';
import type { Locale } from '../../../schema/constants/locale';
import type { ContentItem } from '../../../schema/kontent';
import { CONTENT_TAG } from '../cache-tags';
import { PAGE_REVALIDATE_SECONDS } from '../content';
import { publishedYacht, yachtQuery } from '../yacht-item';

const yachtIndex = unstable_cache((locale: Locale) => readYachtIdIndex(yachtQuery(locale)), ['brochure-yacht-index'], {
  tags: [CONTENT_TAG],
  revalidate: PAGE_REVALIDATE_SECONDS,
});

/** The yacht item whose api id is `yachtId`, or null when there is none in that language. */
export const findYacht = async (yachtId: string, locale: Locale): Promise<ContentItem | null> => {
  const index = await yachtIndex(locale);
  const codename = Object.hasOwn(index, yachtId) ? index[yachtId] : undefined;
  return codename ? publishedYacht(codename, locale) : null;
};
