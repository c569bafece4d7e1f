/**
 * The answer of the compare route (spec 2.11), as the compare island checks it: per market view, one
 * column per yacht and the aligned sections of rows. zod/mini, and nothing of the yacht model: the
 * island loads this and zod's core only, not the classic API or the CMS schemas (table.ts builds it).
 */
import { z } from 'zod/mini';
import { PRICE_CURRENCIES } from '../constants/currency';
import { COMPARE_SECTIONS, type CompareSection } from './rows';
import { COMPARE_VIEWS, compareEntrySchema, type CompareView } from './share';

const priceWordsSchema = z.nullable(z.object({ text: z.string(), tooltip: z.nullable(z.string()) }));

export const compareColumnSchema = z.object({
  id: z.string(),
  view: z.enum(COMPARE_VIEWS),
  name: z.string(),
  /** The yacht's page in this view, localised; null when she has none. */
  href: z.nullable(z.string()),
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  /** Words per display currency; null when nothing is shown (ghost, spec 4.1; empty prices, 5.1). */
  prices: z.nullable(z.record(z.enum(PRICE_CURRENCIES), priceWordsSchema)),
  /** Null when the yacht is not offered in this view, so has no brochure for it. */
  brochureHref: z.nullable(z.string()),
});
export type CompareColumn = z.output<typeof compareColumnSchema>;

const specValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('length'), m: z.string(), ft: z.string() }),
  z.object({ kind: z.literal('number'), value: z.number(), unit: z.nullable(z.enum(['kn', 'nm', 'gt'])) }),
  z.object({
    kind: z.literal('cabins'),
    total: z.number(),
    parts: z.array(z.object({ kind: z.enum(['double', 'twin', 'single', 'triple', 'convertible']), count: z.number() })),
  }),
  z.object({ kind: z.literal('power'), power: z.enum(['motor', 'sail']) }),
  z.object({ kind: z.literal('present') }),
]);

const rowKeySchema = z.string().check(z.regex(/^[A-Za-z]+$/));

export const compareSectionSchema = z.object({
  key: z.enum(COMPARE_SECTIONS),
  rows: z.array(z.object({ key: rowKeySchema, label: z.nullable(z.string()), values: z.array(z.nullable(specValueSchema)), differs: z.boolean() })),
});

export const compareTableSchema = z.object({ view: z.enum(COMPARE_VIEWS), yachts: z.array(compareColumnSchema), sections: z.array(compareSectionSchema) });
export type CompareTable = { view: CompareView; yachts: CompareColumn[]; sections: CompareSection[] };

export const compareResponseSchema = z.object({
  tables: z.array(compareTableSchema),
  /** Entries no published yacht answers to (sold, withdrawn, a mistyped link). */
  missing: z.array(compareEntrySchema),
});
export type CompareResponse = { tables: CompareTable[]; missing: z.output<typeof compareEntrySchema>[] };
