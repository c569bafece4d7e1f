/**
 * Algolia's `_highlightResult`: for each highlighted attribute, its value with the matched words
 * wrapped in the pre/post tags, the match level (none, partial, full) and the query words that
 * matched. Words are normalised by MiniSearch's own term processing, so a highlight marks exactly
 * the words the text index matched (including typo and prefix matches).
 */
import MiniSearch from 'minisearch';
import { valueAt } from './collection';

export type HighlightValue = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted?: boolean };
type HighlightTree = HighlightValue | HighlightTree[] | { [key: string]: HighlightTree };

const processTerm: (term: string) => unknown = MiniSearch.getDefault('processTerm');
const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');
const WORD = /[\p{L}\p{N}]+/gu;

const normalise = (word: string): string | null => {
  const processed = processTerm(word);
  return typeof processed === 'string' ? processed : null;
};

const NONE = (value: string): HighlightValue => ({ value, matchLevel: 'none', matchedWords: [] });

const highlightString = (text: string, queryWords: readonly string[], matched: ReadonlySet<string>, tags: { pre: string; post: string }): HighlightValue => {
  if (matched.size === 0) return NONE(text);
  // Most attributes hold none of the matched words: skip the word-by-word pass for them.
  const lower = text.toLowerCase();
  let any = false;
  for (const term of matched) {
    if (lower.includes(term)) {
      any = true;
      break;
    }
  }
  if (!any) return NONE(text);
  const found = new Set<string>();
  let words = 0;
  let marked = 0;
  const value = text.replace(WORD, (word) => {
    words += 1;
    const term = normalise(word);
    if (term === null || !matched.has(term)) return word;
    marked += 1;
    found.add(queryWords.find((q) => term.startsWith(q)) ?? queryWords.find((q) => q.length > 0 && term.includes(q.slice(0, 2))) ?? term);
    return `${tags.pre}${word}${tags.post}`;
  });
  const matchedWords = [...found];
  const matchLevel = matchedWords.length === 0 ? 'none' : queryWords.every((q) => found.has(q)) ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, ...(marked > 0 ? { fullyHighlighted: marked === words } : {}) };
};

const highlightValue = (value: unknown, queryWords: readonly string[], matched: ReadonlySet<string>, tags: { pre: string; post: string }): HighlightTree | undefined => {
  if (typeof value === 'string') return highlightString(value, queryWords, matched, tags);
  if (typeof value === 'number') return highlightString(String(value), queryWords, matched, tags);
  if (Array.isArray(value)) {
    const items = value.map((item) => highlightValue(item, queryWords, matched, tags)).filter((item): item is HighlightTree => item !== undefined);
    return items;
  }
  return undefined;
};

export const highlightResult = (
  record: unknown,
  attributes: readonly string[],
  query: string,
  matchedTerms: readonly string[],
  tags: { pre: string; post: string },
): Record<string, HighlightTree> => {
  const queryWords = tokenize(query)
    .map(normalise)
    .filter((w): w is string => w !== null && w !== '');
  const matched = new Set(matchedTerms);
  const out: Record<string, HighlightTree> = {};
  for (const path of attributes) {
    const highlighted = highlightValue(valueAt(record, path), queryWords, matched, tags);
    if (highlighted === undefined) continue;
    const keys = path.split('.');
    let target: Record<string, HighlightTree> = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        target[key] = highlighted;
        return;
      }
      const existing = target[key];
      const next: Record<string, HighlightTree> = existing && !Array.isArray(existing) && !('matchLevel' in existing) ? existing : {};
      target[key] = next;
      target = next;
    });
  }
  return out;
};
