/**
 * The comparison the compare route answers (spec 2.11): per market view, one column per yacht
 * (name, link, picture, price per spec 4.1 and 9.1, brochure) and the aligned sections of rows.
 * The zod schema is what the compare island checks the answer against.
 */
import { z } from 'zod';
import { PRICE_CURRENCIES, type PriceCurrency } from '../constants/currency';
import type { Locale } from '../constants/locale';
import type { MediaItem } from '../media';
import { pricesByCurrency, type YachtView } from '../yacht/view';
import { COMPARE_SECTIONS, compareSections, type CompareSection } from './rows';
import { COMPARE_VIEWS, compareEntrySchema, type CompareView } from './share';

const priceWordsSchema = z.object({ text: z.string(), tooltip: z.string().nullable() }).nullable();

export const compareColumnSchema = z.object({
  id: z.string(),
  view: z.enum(COMPARE_VIEWS),
  name: z.string(),
  /** The yacht's page in this view, localised; null when she has none. */
  href: z.string().nullable(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  /** Words per display currency; null when nothing is shown (ghost, spec 4.1; empty prices, 5.1). */
  prices: z.record(z.enum(PRICE_CURRENCIES), priceWordsSchema).nullable(),
  /** Null when the yacht is not offered in this view, so has no brochure for it. */
  brochureHref: z.string().nullable(),
});
export type CompareColumn = z.output<typeof compareColumnSchema>;

const specValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('length'), m: z.string(), ft: z.string() }),
  z.object({ kind: z.literal('number'), value: z.number(), unit: z.enum(['kn', 'nm', 'gt']).nullable() }),
  z.object({
    kind: z.literal('cabins'),
    total: z.number(),
    parts: z.array(z.object({ kind: z.enum(['double', 'twin', 'single', 'triple', 'convertible']), count: z.number() })),
  }),
  z.object({ kind: z.literal('power'), power: z.enum(['motor', 'sail']) }),
  z.object({ kind: z.literal('present') }),
]);

const rowKeySchema = z.string().regex(/^[A-Za-z]+$/);

export const compareSectionSchema = z.object({
  key: z.enum(COMPARE_SECTIONS),
  rows: z.array(z.object({ key: rowKeySchema, label: z.string().nullable(), values: z.array(specValueSchema.nullable()), differs: z.boolean() })),
});

export const compareTableSchema = z.object({ view: z.enum(COMPARE_VIEWS), yachts: z.array(compareColumnSchema), sections: z.array(compareSectionSchema) });
export type CompareTable = { view: CompareView; yachts: CompareColumn[]; sections: CompareSection[] };

export const compareResponseSchema = z.object({
  tables: z.array(compareTableSchema),
  /** Entries no published yacht answers to (sold, withdrawn, a mistyped link). */
  missing: z.array(compareEntrySchema),
});
export type CompareResponse = { tables: CompareTable[]; missing: z.output<typeof compareEntrySchema>[] };

const imageOf = (media: MediaItem | null) => (media?.isImage ? { url: media.url, alt: media.alt } : null);

/** Spec 4.1: a yacht not offered in the view is a ghost there and shows no price. */
const pricesOf = (yacht: YachtView, locale: Locale): Record<PriceCurrency, { text: string; tooltip: string | null } | null> | null => {
  if (yacht.effective === 'ghost') return null;
  const prices = pricesByCurrency(yacht, locale);
  return Object.values(prices).some((words) => words !== null) ? prices : null;
};

export type CompareLinks = { href(path: string): string; brochure(view: CompareView, yachtId: string): string };

/** One view's table; `yachts` were read in that view (yachtView(item, view)), in the visitor's order. */
export const compareTable = (view: CompareView, yachts: readonly YachtView[], locale: Locale, links: CompareLinks): CompareTable => ({
  view,
  yachts: yachts.map((yacht) => {
    const path = yacht.paths[view] ?? yacht.path;
    return {
      id: yacht.yachtId,
      view,
      name: yacht.name,
      href: path ? links.href(path) : null,
      image: imageOf(yacht.profile),
      prices: pricesOf(yacht, locale),
      brochureHref: yacht.effective === view ? links.brochure(view, yacht.yachtId) : null,
    };
  }),
  sections: compareSections(yachts.map((yacht) => ({ api: yacht.api, view }))),
});
