/**
 * A new instance builds its text indexes in the background, in chunks, and the first
 * visitor's search finds exactly what it would have found without the warm-up.
 */
import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { Collection } from './collection';
import { SearchEngine } from './engine';
import { readParams } from './params';
import { runSearch } from './search';
import type { IndexSettings } from '../../schema/search/settings';

const settings: IndexSettings = { searchableAttributes: ['name', 'builder'] };
const names = ['Aurora', 'Boreal', 'Caribe Star', 'Delfín', 'Esmeralda', 'Faro'];
const records = Array.from({ length: 1200 }, (_, i) => ({ objectID: `y${i}`, name: `${names[i % names.length]} ${i}`, builder: i % 2 ? 'Feadship' : 'Lürssen' }));
const hitsOf = (collection: Collection, query: string) => runSearch('yachts', collection, settings, readParams({ query, hitsPerPage: 50 })).hits.map((h) => h.objectID);

describe('warming the embedded engine', () => {
  it('finds with a text index built in chunks what a first query builds at once', async () => {
    const cold = new Collection(records);
    const warmed = new Collection(records);
    await warmed.prepareTextIndex(settings);
    for (const query of ['caribe', 'delfin', 'lurssen esmer', 'feadship 11']) expect(hitsOf(warmed, query)).toEqual(hitsOf(cold, query));
    expect(hitsOf(warmed, 'caribe').length).toBeGreaterThan(0);
  });

  it('answers other work while it builds (it yields between chunks)', async () => {
    const collection = new Collection(records);
    let answered = false;
    setImmediate(() => (answered = true));
    const building = collection.prepareTextIndex(settings);
    expect(answered).toBe(false);
    await building;
    expect(answered).toBe(true);
  });

  it('keeps a record written while it builds', async () => {
    const collection = new Collection(records);
    const building = collection.prepareTextIndex(settings);
    collection.save({ objectID: 'new', name: 'Zephyr', builder: 'Benetti' });
    await building;
    expect(hitsOf(collection, 'zephyr')).toEqual(['new']);
  });

  it('warms every primary index of an engine, not its replicas', async () => {
    const engine = new SearchEngine({
      indexes: [
        { name: 'yachts', settings: { ...settings, replicas: ['yachts_name_asc'] }, records },
        { name: 'yachts_name_asc', settings: { primary: 'yachts', customRanking: ['asc(name)'] }, records: [] },
      ],
    });
    await engine.warm();
    // The first query after the warm-up builds nothing: no whole-collection indexing on its path.
    const indexing = vi.spyOn(MiniSearch.prototype, 'addAll');
    expect(hitsOf(engine.get('yachts_name_asc').collection, 'boreal 1')).toContain('y1');
    expect(indexing).not.toHaveBeenCalled();
    indexing.mockRestore();
  });
});
