/**
 * The words search records name fixed values in (schema/search/yacht-records.ts, `RecordWords`),
 * read from the site's messages as the site's translator reads them: the indexing command runs
 * outside the site, so it reads the files rather than importing the site.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Locale } from '../../schema/constants/locale';
import type { RecordWords } from '../../schema/search/records';

const messagesSchema = z.looseObject({
  yachtData: z.looseObject({ amenities: z.record(z.string(), z.string()) }),
  yachtList: z.looseObject({ card: z.looseObject({ newToTheFleet: z.string() }) }),
});

const cache = new Map<Locale, RecordWords>();

export const recordWordsFor = (locale: Locale): RecordWords => {
  const known = cache.get(locale);
  if (known) return known;
  const file = new URL(`../../site/messages/${locale}.json`, import.meta.url);
  const messages = messagesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const words: RecordWords = { amenities: messages.yachtData.amenities, newToTheFleet: messages.yachtList.card.newToTheFleet };
  cache.set(locale, words);
  return words;
};
