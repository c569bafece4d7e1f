/** Search responses are checked before they are shown (zod at the boundary): a malformed hit is skipped. */
import { z } from 'zod/mini';

const image = z.catch(z.nullable(z.object({ url: z.string().check(z.minLength(1)), alt: z.string() })), null);
const money = z.number().check(z.nonnegative());
const localPath = z.string().check(z.regex(/^\/(?!\/)/));

export const yachtHitSchema = z.object({
  objectID: z.string(),
  url: localPath,
  content: z.object({
    yachtid: z.string().check(z.minLength(1)),
    name: z.string(),
    type: z.enum(['charter', 'sale']),
    image,
    loaMeter: z.number(),
    loaFeet: z.number(),
    numberoftotalguests: z.optional(z.number()),
    /** Spec 4.2: the view's ribbon, worded when the record was built; absent when there is none. */
    ribbon: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
    exchangePrices: z.catch(z.object({ usd: z.optional(money), eur: z.optional(money), aud: z.optional(money), gbp: z.optional(money) }), {}),
    /** Absent on records indexed before it was recorded: every price then reads as set, not converted. */
    contractCurrency: z.catch(z.optional(z.enum(['usd', 'eur', 'aud', 'gbp'])), undefined),
  }),
});
export type YachtHit = z.output<typeof yachtHitSchema>;

export const generalHitSchema = z.object({
  objectID: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.catch(z.string(), ''),
  url: z.catch(z.nullable(localPath), null),
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
