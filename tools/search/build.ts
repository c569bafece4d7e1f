/**
 * The indexes of every locale from the CMS items: their settings (schema/search/settings.ts), their
 * replicas' settings and their records (schema/search/records.ts).
 */
import { LOCALES } from '../../schema/constants/locale';
import { buildRecords, type RecordProblem, type SearchRecord } from '../../schema/search/records';
import { indexDefinitions, type IndexDefinition } from '../../schema/search/settings';
import type { ItemsByLocale } from './source';
import { recordWordsFor } from './words';

export type IndexPlan = IndexDefinition & { records: SearchRecord[] };
export type BuildPlan = { indexes: IndexPlan[]; problems: RecordProblem[] };

export const planIndexes = (items: ItemsByLocale): BuildPlan => {
  const indexes: IndexPlan[] = [];
  const problems: RecordProblem[] = [];
  for (const locale of LOCALES) {
    const records = buildRecords(items[locale], locale, recordWordsFor(locale));
    problems.push(...records.problems);
    for (const definition of indexDefinitions(locale)) {
      indexes.push({ ...definition, records: definition.kind === 'yacht' ? records.yachts : records.general });
    }
  }
  return { indexes, problems };
};
