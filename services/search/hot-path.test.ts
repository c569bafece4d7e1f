/**
 * The query hot path's shortcuts give exactly what the plain algorithms give: highlights found by
 * searching the matched terms equal the word-by-word pass; facet counts from a few hits equal
 * counting the records; the first hits selected for a page equal the fully sorted list.
 */
import { describe, expect, it } from 'vitest';
import { Collection } from './collection';
import { readParams } from './params';
import { highlightString, markWords } from './highlight';
import { foldTerm } from './terms';
import { countFacets, filteredMatches, rank } from './search';
import type { IndexSettings } from '../../schema/search/settings';

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
const random = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const WORDS = ['Feadship', 'feadships', 'FEAD', 'sail', 'Sailing', 'Ísland', 'İstanbul', 'ΟΔΟΣ', 'naïve', '13+', 'b.now', 'x', 'Fead-ship', '𝒜lpha', 'gym', 'Gym2'];
const SEPARATORS = [' ', ', ', '-', '/', '  ', '. ', '(', ')', '', '’'];

describe('highlight by occurrences', () => {
  it('equals the word-by-word pass on texts of every shape', () => {
    const next = random(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const tags = { pre: '<em>', post: '</em>' };
    for (let n = 0; n < 3000; n += 1) {
      const text = Array.from({ length: 1 + Math.floor(next() * 8) }, () => `${pick(WORDS)}${pick(SEPARATORS)}`).join('');
      const matched = new Set(
        Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(['feadship', 'fead', 'sail', 'sailing', 'gym', 'gym2', 'x', '13+', 'island', 'οδος', 'naive', '𝒜lpha'.toLowerCase()])),
      );
      const queryWords = [pick(['fead', 'feadship', 'sail', 'gym']), pick(['', 'x', 'sa'])];
      // The word-by-word pass behind the same quick rejection (no matched term in the folded text).
      const lower = foldTerm(text);
      const expected = [...matched].some((term) => lower.includes(term)) ? markWords(text, queryWords, matched, tags) : { value: text, matchLevel: 'none', matchedWords: [] };
      expect({ text, matched: [...matched], result: highlightString(text, queryWords, matched, tags) }).toEqual({ text, matched: [...matched], result: expected });
    }
  });
});

const settings: IndexSettings = {
  searchableAttributes: ['name'],
  attributesForFaceting: ['builder', 'amenities', 'size'],
  customRanking: ['desc(size)', 'asc(builder)'],
};

type Generated = { objectID: string; name: string; builder: string; amenities: string[]; size: number };

const records = (count: number): Generated[] => {
  const next = random(11);
  const builders = ['Feadship', 'Benetti', 'Lürssen', 'Amels'];
  const amenities = ['Gym', 'Jacuzzi', 'Cinema', 'Helipad', 'Pool'];
  return Array.from({ length: count }, (_, i) => ({
    objectID: `r${i}`,
    name: `Yacht ${i}`,
    builder: builders[Math.floor(next() * builders.length)] ?? 'Amels',
    amenities: amenities.filter(() => next() < 0.4),
    size: Math.floor(next() * 5),
  }));
};

describe('facet counts and the first hits of a page', () => {
  const all = records(400);
  const collection = new Collection(all);
  const columns = collection.columns();
  const byId = new Map(all.map((record) => [record.objectID, record]));

  it('counts from a few hits equal counting their records', () => {
    const hits = filteredMatches(collection, settings, readParams({ numericFilters: ['size = 3'] })).slice(0, 60);
    const { facets } = countFacets(hits, columns, ['builder', 'amenities'], 100);
    const naive: Record<string, Record<string, number>> = { builder: {}, amenities: {} };
    for (const { doc } of hits) {
      const record = byId.get(doc.record.objectID);
      if (!record) throw new Error(`no record ${doc.record.objectID}`);
      const builders = naive.builder ?? {};
      builders[record.builder] = (builders[record.builder] ?? 0) + 1;
      for (const amenity of record.amenities) {
        const counts = naive.amenities ?? {};
        counts[amenity] = (counts[amenity] ?? 0) + 1;
      }
    }
    expect(hits.length * 4).toBeLessThan(all.length);
    expect(facets).toEqual(naive);
    expect(Object.keys(facets.builder ?? {})).toEqual(
      Object.entries(naive.builder ?? {})
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([value]) => value),
    );
  });

  it('the first hits selected for a page equal the start of the full ranking', () => {
    const hits = filteredMatches(collection, settings, readParams({}));
    const full = rank([...hits], settings, columns).map((hit) => hit.doc.record.objectID);
    for (const limit of [1, 7, 30, 99]) {
      expect(rank([...hits], settings, columns, limit).map((hit) => hit.doc.record.objectID)).toEqual(full.slice(0, limit));
    }
  });
});
