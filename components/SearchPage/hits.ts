/** Search responses are checked before they are shown (zod at the boundary): a malformed hit is skipped. */
import { z } from 'zod';

const image = z.object({ url: z.string().min(1), alt: z.string() }).nullable().catch(null);
const money = z.number().finite().nonnegative();

export const yachtHitSchema = z.object({
  objectID: z.string(),
  url: z.string().regex(/^\/(?!\/)/),
  content: z.object({
    yachtid: z.string().min(1),
    name: z.string(),
    type: z.enum(['charter', 'sale']),
    image,
    loaMeter: z.number(),
    loaFeet: z.number(),
    numberoftotalguests: z.number().optional(),
    newToTheFleet: z.boolean().catch(false),
    exchangePrices: z.object({ usd: money.optional(), eur: money.optional(), aud: money.optional(), gbp: money.optional() }).catch({}),
  }),
});
export type YachtHit = z.output<typeof yachtHitSchema>;

export const generalHitSchema = z.object({
  objectID: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string().catch(''),
  url: z.string().regex(/^\/(?!\/)/).nullable().catch(null),
  image,
});
export type GeneralHit = z.output<typeof generalHitSchema>;

/**
 * What a search asks for: the fields these schemas read, without highlights (the cards show none).
 * Whole records with their highlights were ten times larger, and they travel inside the page's
 * HTML to hydrate it, to be parsed and walked on the visitor's phone.
 */
export const YACHT_HIT_ATTRIBUTES = ['url', ...Object.keys(yachtHitSchema.shape.content.shape).map((field) => `content.${field}`)];
export const GENERAL_HIT_ATTRIBUTES = Object.keys(generalHitSchema.shape).filter((field) => field !== 'objectID');
