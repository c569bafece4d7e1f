/**
 * Scale: 5,000 yachts (DESIGN: the seed can ask for 5,000) with brokers, offices and regions. A
 * filtered, ordered query at depth 2 must stay fast; the test asserts correctness and prints time.
 */
import { describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { createStore } from './store';
import { getItems } from '../../testing/kontent-fixture';
import { brokerOf, generateScaleStore, lengthOf, officeOf, translated, typesOf, YACHTS } from '../../testing/scale-store';

describe('scale (spec 7.1, 9.3)', () => {
  it('spec 7.1: 5,000 yachts: a filtered, ordered, paged query at depth 2 returns the right items', async () => {
    const built = performance.now();
    const store = createStore(generateScaleStore());
    const indexed = performance.now();
    const api = createLocalDeliveryApi({ store, maxResponseBytes: Infinity });

    const started = performance.now();
    const { body } = await getItems(
      api,
      '/demo/items?system.type=yacht&elements.yacht_type[contains]=charter&elements.length[gte]=70' + '&order=elements.length[desc]&limit=100&depth=2&includeTotalCount=true&language=es',
    );
    const answered = performance.now();
    console.log(`scale: indexed ${store.published.codenames.length} items in ${(indexed - built).toFixed(0)} ms; ` + `query answered in ${(answered - started).toFixed(1)} ms`);

    const expected: number[] = [];
    for (let i = 0; i < YACHTS; i += 1) if (typesOf(i).includes('charter') && lengthOf(i) >= 70) expected.push(i);
    expect(body.pagination?.total_count).toBe(expected.length);
    expect(body.items).toHaveLength(100);

    const lengths = body.items.map((item) => item.elements['length']?.value);
    expect(lengths.every((length) => typeof length === 'number' && length >= 70)).toBe(true);
    expect(lengths).toEqual([...lengths].sort((a, b) => Number(b) - Number(a)));
    expect(lengths[0]).toBe(Math.max(...expected.map(lengthOf)));

    for (const item of body.items) {
      const index = Number(item.system.codename.replace('yacht_', ''));
      expect(item.system.language).toBe(translated(index) ? 'es' : 'en');
    }

    // Depth 2: brokers and their offices, not the offices' regions.
    const brokers = new Set(body.items.map((item) => brokerOf(Number(item.system.codename.replace('yacht_', '')))));
    const offices = new Set([...brokers].map((b) => officeOf(Number(b.replace('broker_', '')))));
    expect(Object.keys(body.modular_content).sort()).toEqual([...brokers, ...offices].sort());
  });
});
