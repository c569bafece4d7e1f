/**
 * The words search records name fixed values in (schema/search/yacht-records.ts, `RecordWords`),
 * read from the site's messages as the site's translator reads them: the indexing command runs
 * outside the site, so it reads the files rather than importing the site.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Locale } from '../../schema/constants/locale';
import type { IndexWords } from '../../schema/search/records';

const words = z.record(z.string(), z.string());
const messagesSchema = z.looseObject({
  yachtData: z.looseObject({ amenities: words }),
  yachtList: z.looseObject({ card: z.looseObject({ newToTheFleet: z.string() }) }),
  searchRecords: z.object({ brands: words, eventTypes: words }),
  sliderPeople: z.looseObject({ departments: words }),
  sliderNews: z.looseObject({ categories: words }),
});

const cache = new Map<Locale, IndexWords>();

export const recordWordsFor = (locale: Locale): IndexWords => {
  const known = cache.get(locale);
  if (known) return known;
  const file = new URL(`../../site/messages/${locale}.json`, import.meta.url);
  const messages = messagesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const indexWords: IndexWords = {
    amenities: messages.yachtData.amenities,
    newToTheFleet: messages.yachtList.card.newToTheFleet,
    ...messages.searchRecords,
    departments: messages.sliderPeople.departments,
    newsTypes: messages.sliderNews.categories,
  };
  cache.set(locale, indexWords);
  return indexWords;
};
