/**
 * The answer of the routes that send yacht cards on demand (GET /api/similar-yachts/ and
 * /api/yacht-cards/), as the islands check it: the cards as a card draws them
 * (components/YachtCard/card-view.ts). zod/mini, and nothing of the yacht model: an island loads
 * this and zod's core only when the visitor comes near its block.
 */
import { z } from 'zod/mini';
import { PRICE_CURRENCIES } from '../constants/currency';
import { NEW_TO_THE_FLEET } from '../constants/yacht';

const VIEWS = ['charter', 'sale'] as const;

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

export const yachtCardsResponseSchema = z.object({ cards: z.array(cardSchema) });
export type YachtCardsResponse = z.output<typeof yachtCardsResponseSchema>;
