/** The generated yacht and berth items parse with the content model's schemas (spec 3.3, 3.5, 2.9). */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { berthElementsSchema } from '../../../schema/catalogue/berth';
import { galleryJsonSchema } from '../../../schema/yacht/gallery';
import { yachtElementsSchema } from '../../../schema/yacht/yacht';
import type { MediaFactory } from '../context';
import { createMediaStore } from '../images';
import { named, type Elements, type ItemSpec } from '../kontent';
import { createContext } from '../seed-core';
import { generateBerths } from './berths';
import { generateYachts } from './yachts';

const generate = (yachtCount: number) => {
  const store = createMediaStore();
  const files = new Map<string, string>();
  const media: MediaFactory = {
    image: store.factory.image,
    file: (request) => {
      files.set(request.name, request.body.toString());
      return store.factory.file(request);
    },
  };
  const { ctx, items } = createContext(1, yachtCount, media);
  generateYachts(ctx);
  generateBerths(ctx);
  return { items, files };
};

const variants = (item: ItemSpec): Array<[string, Elements]> => [
  ...Object.entries(item.variants).map(([lang, e]): [string, Elements] => [lang, e]),
  ...Object.entries(item.draft ?? {}).map(([lang, e]): [string, Elements] => [`${lang} draft`, e]),
];

/** "codename (lang): element.path: message" for every issue, so a failure names the item. */
const problems = (items: ItemSpec[], schema: z.ZodType) =>
  items.flatMap((item) =>
    variants(item).flatMap(([lang, elements]) => (schema.safeParse(named(elements)).error?.issues ?? []).map((i) => `${item.codename} (${lang}): ${i.path.map(String).join('.')}: ${i.message}`)),
  );

describe('generated yacht data against the schemas', () => {
  const { items, files } = generate(300);
  const yachts = items.filter((i) => i.type === 'yacht');
  const berths = items.filter((i) => i.type === 'berth');

  it('spec 3.3: every generated yacht (300, every market type, drafts included) parses with the yacht schema', () => {
    expect(yachts).toHaveLength(300);
    const markets = new Set(yachts.map((y) => JSON.stringify(y.variants.en.yacht_type?.value)));
    expect([...markets].join(' ')).toMatch(/(?=.*"charter")(?=.*"sale")(?=.*"sale_charter")(?=.*"ghost")/);
    expect(problems(yachts, yachtElementsSchema)).toEqual([]);
  });

  it('spec 3.5: every gallery JSON file parses, with a Sale or a Charter part', () => {
    const galleries = [...files].filter(([name]) => name.endsWith('-gallery.json'));
    expect(galleries).toHaveLength(300);
    for (const [name, body] of galleries) {
      const parsed = galleryJsonSchema.safeParse(JSON.parse(body));
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expect(parsed.data?.sale ?? parsed.data?.charter, name).toBeDefined();
    }
  });

  it('spec 2.9: every generated berth parses with the berth schema', () => {
    expect(berths.length).toBeGreaterThan(0);
    expect(problems(berths, berthElementsSchema)).toEqual([]);
  });

  it('the schema refuses a yacht whose api_data the generator got wrong', () => {
    const [first] = yachts;
    if (!first) throw new Error('no yacht generated');
    const broken = { ...first.variants.en, api_data: { type: 'custom', name: 'API data', value: '{"id":"Y1"}' } };
    const result = yachtElementsSchema.safeParse(named(broken));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.slice(0, 3).join('.'))).toContain('api_data.value.name');
  });
});
