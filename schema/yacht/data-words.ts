/**
 * The fixed values the yacht data names in English (spec 3.3, 3.4): amenities and their
 * categories, hull materials, countries (her flag, where she lies) and when the stabilisers work.
 * Pages, comparisons, brochures and search records (spec 9.2) show them in the visitor's language
 * from the site's messages (`yachtData`); a value the messages lack stays as the data has it.
 */
import { wordOf } from '../words';

export type DataWordGroup = 'amenities' | 'categories' | 'materials' | 'countries' | 'stabilizers';
export type YachtDataWords = { readonly [group in DataWordGroup]: Readonly<Record<string, string>> };

export const dataWord = (words: Readonly<Record<string, string>>, value: string): string => wordOf(words, value, value);

/** Words that leave every value as the data names it: English pages and tests of other behaviour. */
export const DATA_AS_GIVEN: YachtDataWords = { amenities: {}, categories: {}, materials: {}, countries: {}, stabilizers: {} };
