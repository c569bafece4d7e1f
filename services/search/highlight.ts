/**
 * Algolia's `_highlightResult`: for each highlighted attribute, its value with the matched words
 * wrapped in the pre/post tags, the match level (none, partial, full) and the query words that
 * matched. Words are normalised by the text index's own term processing (./terms.ts: lower case,
 * accents folded), so a highlight marks exactly the words the text index matched (including typo
 * and prefix matches).
 */
import MiniSearch from 'minisearch';
import { foldTerm, processTerm } from './terms';
import { valueAt } from './collection';

export type HighlightValue = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted?: boolean };
type HighlightTree = HighlightValue | HighlightTree[] | { [key: string]: HighlightTree };

const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');
const WORD = /[\p{L}\p{N}]+/gu;

const normalise = (word: string): string | null => {
  const processed = processTerm(word);
  return typeof processed === 'string' ? processed : null;
};

const NONE = (value: string): HighlightValue => ({ value, matchLevel: 'none', matchedWords: [] });

const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether the code point that ends just before `at` (or starts at `at`) is a word character. */
const wordCharBefore = (text: string, at: number): boolean => {
  if (at <= 0) return false;
  const code = text.charCodeAt(at - 1);
  const start = code >= 0xdc00 && code <= 0xdfff && at >= 2 ? at - 2 : at - 1;
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(start) ?? 0));
};
const wordCharAt = (text: string, at: number): boolean => at < text.length && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(at) ?? 0));

/** The word a query word matched, as Algolia lists it in matchedWords. */
const matchedWord = (term: string, queryWords: readonly string[]): string => queryWords.find((q) => term.startsWith(q)) ?? queryWords.find((q) => q.length > 0 && term.includes(q.slice(0, 2))) ?? term;

/** The word-by-word pass: every word whose term matched is wrapped in the tags. */
export const markWords = (text: string, queryWords: readonly string[], matched: ReadonlySet<string>, tags: { pre: string; post: string }): HighlightValue => {
  const found = new Set<string>();
  let words = 0;
  let marked = 0;
  const value = text.replace(WORD, (word) => {
    words += 1;
    const term = normalise(word);
    if (term === null || !matched.has(term)) return word;
    marked += 1;
    found.add(matchedWord(term, queryWords));
    return `${tags.pre}${word}${tags.post}`;
  });
  const matchedWords = [...found];
  const matchLevel = matchedWords.length === 0 ? 'none' : queryWords.every((q) => found.has(q)) ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, ...(marked > 0 ? { fullyHighlighted: marked === words } : {}) };
};

/**
 * The same result as markWords, found by searching the matched terms instead of normalising every
 * word: a term marks an occurrence that is a whole word. Long texts (descriptions) with a match or
 * two cost a few `indexOf` calls instead of a callback per word.
 */
const markOccurrences = (text: string, lower: string, queryWords: readonly string[], matched: ReadonlySet<string>, tags: { pre: string; post: string }): HighlightValue => {
  const ranges: Array<{ start: number; end: number; term: string }> = [];
  for (const term of matched) {
    // A term with other characters never equals one word of the text.
    if (!WHOLE_WORD.test(term)) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      const end = at + term.length;
      if (!wordCharBefore(lower, at) && !wordCharAt(lower, end) && normalise(text.slice(at, end)) === term) ranges.push({ start: at, end, term });
    }
  }
  if (ranges.length === 0) return NONE(text);
  ranges.sort((a, b) => a.start - b.start);
  const found = new Set<string>();
  let value = '';
  let last = 0;
  let wordOutside = false;
  for (const { start, end, term } of ranges) {
    const gap = text.slice(last, start);
    wordOutside ||= HAS_WORD_CHAR.test(gap);
    value += `${gap}${tags.pre}${text.slice(start, end)}${tags.post}`;
    found.add(matchedWord(term, queryWords));
    last = end;
  }
  const tail = text.slice(last);
  wordOutside ||= HAS_WORD_CHAR.test(tail);
  value += tail;
  const matchedWords = [...found];
  const matchLevel = queryWords.every((q) => found.has(q)) ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, fullyHighlighted: !wordOutside };
};

export const highlightString = (text: string, queryWords: readonly string[], matched: ReadonlySet<string>, tags: { pre: string; post: string }): HighlightValue => {
  if (matched.size === 0) return NONE(text);
  // Most attributes hold none of the matched words: skip the word-by-word pass for them. Terms are
  // folded (./terms.ts), so the text is folded the same way to find them.
  const lower = foldTerm(text);
  let any = false;
  for (const term of matched) {
    if (lower.includes(term)) {
      any = true;
      break;
    }
  }
  if (!any) return NONE(text);
  // Folding that changes lengths (decomposed accents, a few letters such as 'İ') would shift
  // positions, and a capital sigma lower-cases by its context (final 'ς' or 'σ'): walk the words
  // for those texts.
  if (lower.length !== text.length || text.includes('Σ')) return markWords(text, queryWords, matched, tags);
  return markOccurrences(text, lower, queryWords, matched, tags);
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

export const highlightResult = (record: unknown, attributes: readonly string[], query: string, matchedTerms: readonly string[], tags: { pre: string; post: string }): Record<string, HighlightTree> => {
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
