import { describe, expect, it, vi } from 'vitest';
import { parseShortlist } from './parse';
import { createShortlistStore, SHORTLIST_STORAGE_KEY } from './store';

const checked = { parse: parseShortlist };

const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
};

describe('the comparison shortlist (spec 2.6 badge count, 2.8 add to comparison)', () => {
  it('adds, toggles and removes yachts per market view, without duplicates', () => {
    const storage = memoryStorage();
    const store = createShortlistStore(() => storage, null, checked);
    store.add({ id: 'Y1_AA', view: 'charter' });
    store.add({ id: 'Y1_AA', view: 'charter' });
    store.add({ id: 'Y2_BB', view: 'sale' });
    expect(store.read()).toEqual([
      { id: 'Y1_AA', view: 'charter' },
      { id: 'Y2_BB', view: 'sale' },
    ]);
    store.toggle({ id: 'Y1_AA', view: 'charter' });
    expect(store.read()).toEqual([{ id: 'Y2_BB', view: 'sale' }]);
    store.remove({ id: 'Y2_BB', view: 'sale' });
    expect(store.read()).toEqual([]);
  });

  it('tells subscribers of changes and keeps the snapshot stable between them', () => {
    const storage = memoryStorage();
    const store = createShortlistStore(() => storage, null, checked);
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const before = store.read();
    expect(store.read()).toBe(before);
    store.add({ id: 'Y3', view: 'sale' });
    expect(calls).toBe(1);
    expect(store.read()).not.toBe(before);
    stop();
    store.add({ id: 'Y4', view: 'sale' });
    expect(calls).toBe(1);
  });

  it('reads broken or foreign storage as an empty or cleaned list', () => {
    expect(parseShortlist('{not json')).toEqual([]);
    expect(parseShortlist('{"id":"Y1"}')).toEqual([]);
    expect(parseShortlist(JSON.stringify([{ id: 'Y1', view: 'charter' }, { id: '', view: 'sale' }, { id: 'Y2', view: 'rent' }, 7]))).toEqual([{ id: 'Y1', view: 'charter' }]);
    const storage = memoryStorage();
    storage.setItem(SHORTLIST_STORAGE_KEY, 'null');
    expect(createShortlistStore(() => storage, null, checked).read()).toEqual([]);
  });

  it('keeps working when storage throws (blocked cookies, full quota)', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new Error('SecurityError');
    };
    throwing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createShortlistStore(() => throwing, null, checked);
    expect(() => store.add({ id: 'Y1', view: 'sale' })).not.toThrow();
    expect(store.read()).toEqual([]);
  });

  it('loads its check only for a stored list, and a change made meanwhile keeps the stored yachts', async () => {
    const storage = memoryStorage();
    const load = vi.fn(async () => parseShortlist);
    const fresh = createShortlistStore(() => storage, null, { load });
    fresh.add({ id: 'Y1', view: 'charter' });
    expect(fresh.read()).toEqual([{ id: 'Y1', view: 'charter' }]);
    expect(load).not.toHaveBeenCalled();

    const store = createShortlistStore(() => storage, null, { load });
    let calls = 0;
    store.subscribe(() => calls++);
    expect(store.read()).toEqual([]);
    store.add({ id: 'Y2', view: 'sale' });
    await vi.waitFor(() =>
      expect(store.read()).toEqual([
        { id: 'Y1', view: 'charter' },
        { id: 'Y2', view: 'sale' },
      ]),
    );
    expect(calls).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says whether storage holds a list without loading the check: nothing, and an emptied list, hold none', () => {
    const storage = memoryStorage();
    const load = vi.fn(async () => parseShortlist);
    const store = createShortlistStore(() => storage, null, { load });
    expect(store.holdsEntries()).toBe(false);
    storage.setItem(SHORTLIST_STORAGE_KEY, '[]');
    expect(store.holdsEntries()).toBe(false);
    storage.setItem(SHORTLIST_STORAGE_KEY, '{broken');
    expect(store.holdsEntries()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
