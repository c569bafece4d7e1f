/**
 * The similar-yachts route (GET /api/similar-yachts/, spec 7.2 Recommend 'related-products'): what
 * it is asked, and its answer as the yacht page's island checks it, the cards as a card draws them
 * (components/YachtCard/card-view.ts). zod/mini, and nothing of the yacht model: the island loads
 * this and zod's core only when the visitor comes near the block.
 */
import { z } from 'zod/mini';
import { PRICE_CURRENCIES } from '../constants/currency';
import type { Locale } from '../constants/locale';
import { NEW_TO_THE_FLEET } from '../constants/yacht';

export const SIMILAR_YACHTS_ENDPOINT = '/api/similar-yachts/';

const VIEWS = ['charter', 'sale'] as const;

/** The page's yacht: a Kontent codename (lower case, digits, underscores) and its market view. */
export const similarToSchema = z.object({
  yacht: z.string('yacht must be a yacht item codename').check(z.regex(/^[a-z0-9_]{1,100}$/, 'yacht must be a yacht item codename')),
  view: z.enum(VIEWS, 'view must be charter or sale'),
});
export type SimilarTo = z.output<typeof similarToSchema>;

/** The URL a yacht page gives its island (the language is read by site/lib/on-demand-route.ts). */
export const similarYachtsUrl = ({ yacht, view }: SimilarTo, lang: Locale): string => `${SIMILAR_YACHTS_ENDPOINT}?${new URLSearchParams({ yacht, view, lang }).toString()}`;

const priceWordsSchema = z.nullable(z.object({ text: z.string(), tooltip: z.nullable(z.string()), rate: z.nullable(z.string()) }));

const cardSchema = z.object({
  yachtId: z.string(),
  name: z.string(),
  view: z.enum(VIEWS),
  href: z.nullable(z.string()),
  length: z.object({ m: z.string(), ft: z.string() }),
  guests: z.nullable(z.number()),
  cabins: z.nullable(z.number()),
  prices: z.nullable(z.record(z.enum(PRICE_CURRENCIES), priceWordsSchema)),
  ribbon: z.nullable(z.union([z.object({ source: z.literal('editor'), text: z.string() }), z.object({ source: z.literal('newToTheFleet'), text: z.literal(NEW_TO_THE_FLEET) })])),
  image: z.nullable(
    z.object({
      url: z.string(),
      type: z.string(),
      width: z.nullable(z.number()),
      height: z.nullable(z.number()),
      alt: z.string(),
      title: z.nullable(z.string()),
      videoPoster: z.nullable(z.string()),
      isImage: z.boolean(),
      isVideo: z.boolean(),
    }),
  ),
});

export const similarYachtsResponseSchema = z.object({ cards: z.array(cardSchema) });
export type SimilarYachtsResponse = z.output<typeof similarYachtsResponseSchema>;
