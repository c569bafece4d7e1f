/**
 * The yacht-cards route (GET /api/yacht-cards/, spec 5.3): the cards of a yacht slider after the ones
 * its page draws, asked for by the slider's island as the visitor nears it (answer: cards-response.ts).
 * zod/mini: the route and the page read it.
 */
import { z } from 'zod/mini';
import type { Locale } from '../constants/locale';

export const YACHT_CARDS_ENDPOINT = '/api/yacht-cards/';

/** A bound on one request's work, well past a slider's length (the demo's longest has 9); a longer slider draws every card. */
export const YACHT_CARDS_MAX = 48;

const VIEWS = ['charter', 'sale'] as const;
const codename = z.string().check(z.regex(/^[a-z0-9_]{1,100}$/, 'every yacht must be a yacht item codename'));

/** The yachts in the slider's order, and the slider's market view (none: each yacht in its own). */
export const sliderCardsSchema = z.object({
  yachts: z.array(codename).check(z.minLength(1, 'yachts must name at least one yacht'), z.maxLength(YACHT_CARDS_MAX, `yachts names at most ${YACHT_CARDS_MAX} yachts`)),
  view: z.nullable(z.enum(VIEWS, 'view must be charter or sale')),
});
export type SliderCards = z.output<typeof sliderCardsSchema>;

/** The URL a slider gives its island (the language is read by site/lib/on-demand-route.ts). */
export const sliderCardsUrl = ({ yachts, view }: SliderCards, lang: Locale): string =>
  `${YACHT_CARDS_ENDPOINT}?${new URLSearchParams({ yachts: yachts.join(','), ...(view ? { view } : {}), lang }).toString()}`;

/** What the route reads from its query string, for sliderCardsSchema to check. */
export const sliderCardsQuery = (params: URLSearchParams) => ({
  yachts: params.get('yachts')?.split(',') ?? [],
  view: params.get('view'),
});
