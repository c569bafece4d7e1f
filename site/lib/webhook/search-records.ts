/**
 * Publish -> search: a changed yacht's records are rebuilt (schema/search/records.ts, the same
 * builder as `npm run search:index`) and saved in each locale's yacht index; the records of market
 * views it no longer has, or of a yacht no longer published, are deleted.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import type { Algoliasearch } from 'algoliasearch';
import { readYachtElements } from '../../../renderer/yacht/items';
import { LOCALES, type Locale } from '../../../schema/constants/locale';
import { indexName } from '../../../schema/constants/search';
import { recordWordsOf, yachtObjectIds, yachtRecords } from '../../../schema/search/records';
import { translatorFor } from '../../i18n/translator';
import type { Change } from './payload';

/** The yacht item's raw elements in a locale, or null when it is not published there. */
export type YachtSource = (codename: string, locale: Locale) => Promise<unknown | null>;

export const YACHT_TYPE = 'yacht';

export const updateYachtRecords = async (changes: readonly Change[], source: YachtSource, client: Algoliasearch): Promise<string[]> => {
  const codenames = [...new Set(changes.flatMap((c) => (c.kind === 'item' && c.type === YACHT_TYPE ? [c.codename] : [])))];
  const lines: string[] = [];
  for (const codename of codenames) {
    for (const locale of LOCALES) {
      const index = indexName('yacht', locale);
      const elements = await source(codename, locale);
      const built = elements === null ? [] : yachtRecords(codename, elements, locale, recordWordsOf(translatorFor(locale)));
      if (!Array.isArray(built)) {
        lines.push(`${index}: ${codename} left as it was (${built.message})`);
        continue;
      }
      const kept = new Set(built.map((r) => r.objectID));
      const removed = yachtObjectIds(codename).filter((id) => !kept.has(id));
      if (built.length > 0) await client.saveObjects({ indexName: index, objects: built });
      await client.deleteObjects({ indexName: index, objectIDs: removed });
      lines.push(`${index}: ${codename} saved ${built.length}, removed ${removed.length}`);
    }
  }
  return lines;
};

/** Reads the yacht through the site's delivery client (renderer/yacht/items.ts); failures other than "not published" throw, so no record is deleted by mistake. */
export const deliveryYachtSource =
  (client: IDeliveryClient, languages: Readonly<Record<Locale, string>>): YachtSource =>
  (codename, locale) =>
    readYachtElements({ client, language: languages[locale] }, codename);
