/**
 * Spec 9.2: every search record of one locale built from the CMS items (Delivery API JSON). Pure,
 * so the indexing command (all items) and the site's webhook (one changed yacht) build the same
 * records. A broken item is reported and left out, never fatal.
 */
import type { Locale } from '../constants/locale';
import { officeRecord, officesOf, pageRecord, personRecord, sourceItemSchema, type GeneralRecordWords, type SourceItem } from './general-records';
import type { GeneralRecord, YachtRecord } from './record-types';
import { yachtRecords, type RecordProblem, type RecordWords } from './yacht-records';

export type { GeneralRecord, RecordImage, SearchRecord, YachtRecord, YachtRecordContent } from './record-types';
export { sourceItemSchema, type GeneralRecordWords, type SourceItem } from './general-records';

/** Every fixed value's words a locale's records name. */
export type IndexWords = RecordWords & GeneralRecordWords;
export { bandOf, recordWordsOf, yachtRecords, yearRange, type RecordProblem, type RecordWords } from './yacht-records';

export type LocaleRecords = { yachts: YachtRecord[]; general: GeneralRecord[]; problems: RecordProblem[] };

const isProblem = (value: object): value is RecordProblem => 'message' in value && !('objectID' in value);

/** The records of `items`, which are the variants of one language (that of `locale`), naming fixed values in `words`. */
export const buildRecords = (rawItems: readonly unknown[], locale: Locale, words: IndexWords): LocaleRecords => {
  const out: LocaleRecords = { yachts: [], general: [], problems: [] };
  const items: SourceItem[] = [];
  for (const raw of rawItems) {
    const parsed = sourceItemSchema.safeParse(raw);
    if (parsed.success) items.push(parsed.data);
    else out.problems.push({ codename: '(unknown)', message: 'not a Delivery API item' });
  }
  const offices = officesOf(items);
  const byCodename = new Map(items.map((item) => [item.system.codename, item]));
  const lookup = (codename: string) => byCodename.get(codename);
  for (const item of items) {
    const { type, codename } = item.system;
    if (type === 'yacht') {
      const records = yachtRecords(codename, item.elements, locale, words);
      if (Array.isArray(records)) out.yachts.push(...records);
      else out.problems.push(records);
      continue;
    }
    const record =
      type === 'page' ? pageRecord(item, locale, lookup, words) : type === 'office' ? officeRecord(item, locale, words) : type === 'person' ? personRecord(item, locale, offices, words) : null;
    if (record === null) continue;
    if (isProblem(record)) out.problems.push(record);
    else out.general.push(record);
  }
  return out;
};

/** The objectIDs a yacht item's records may have (both views), to delete what a change removed. */
export const yachtObjectIds = (codename: string): string[] => [`${codename}_charter`, `${codename}_sale`];
