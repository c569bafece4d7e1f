/**
 * Scale: 5,000 yachts (DESIGN: the seed can ask for 5,000) with brokers, offices and regions. A
 * filtered, ordered query at depth 2 must stay fast; the test asserts correctness and prints time.
 */
import { describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { createStore, type StoreInput } from './store';
import { el, fixtureInput, getItems, variant } from '../../testing/kontent-fixture';

const YACHTS = 5000;
const BROKERS = 100;
const OFFICES = 20;
const REGIONS = 4;

const lengthOf = (i: number) => 20 + (i % 61);
const typesOf = (i: number) => (i % 3 === 0 ? ['charter'] : i % 3 === 1 ? ['sale'] : ['charter', 'sale']);
const brokerOf = (i: number) => `broker_${i % BROKERS}`;
const officeOf = (broker: number) => `office_${broker % OFFICES}`;
/** Every other yacht has a Spanish translation. */
const translated = (i: number) => i % 2 === 0;

const generate = (): StoreInput => {
  const base = fixtureInput();
  const items: StoreInput['published'] = [];
  for (let i = 0; i < YACHTS; i += 1) {
    const elements = {
      name: el.text(`Yacht ${i}`),
      length: el.number(lengthOf(i)),
      yacht_type: el.choice(...typesOf(i)),
      brokers: el.linked(brokerOf(i)),
    };
    items.push(variant(`yacht_${i}`, 'yacht', 'en', elements));
    if (translated(i)) items.push(variant(`yacht_${i}`, 'yacht', 'es', { ...elements, name: el.text(`Yate ${i}`) }));
  }
  for (let b = 0; b < BROKERS; b += 1) {
    items.push(
      variant(`broker_${b}`, 'person', 'en', { name: el.text(`Broker ${b}`), office: el.linked(officeOf(b)) }),
    );
  }
  for (let o = 0; o < OFFICES; o += 1) {
    items.push(
      variant(`office_${o}`, 'office', 'en', {
        name: el.text(`Office ${o}`),
        region: el.linked(`region_${o % REGIONS}`),
      }),
    );
  }
  for (let r = 0; r < REGIONS; r += 1)
    items.push(variant(`region_${r}`, 'region', 'en', { name: el.text(`Region ${r}`) }));
  return { ...base, published: items, preview: items };
};

describe('scale (spec 7.1, 9.3)', () => {
  it('spec 7.1: 5,000 yachts: a filtered, ordered, paged query at depth 2 returns the right items', async () => {
    const built = performance.now();
    const store = createStore(generate());
    const indexed = performance.now();
    const api = createLocalDeliveryApi({ store, maxResponseBytes: Infinity });

    const started = performance.now();
    const { body } = await getItems(
      api,
      '/demo/items?system.type=yacht&elements.yacht_type[contains]=charter&elements.length[gte]=70' +
        '&order=elements.length[desc]&limit=100&depth=2&includeTotalCount=true&language=es',
    );
    const answered = performance.now();
    console.log(
      `scale: indexed ${store.published.codenames.length} items in ${(indexed - built).toFixed(0)} ms; ` +
        `query answered in ${(answered - started).toFixed(1)} ms`,
    );

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
