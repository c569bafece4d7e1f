/**
 * The similar-yachts route (GET /api/similar-yachts/, spec 7.2 Recommend 'related-products'): what
 * it is asked (its answer: cards-response.ts). zod/mini: the route and the page read it.
 */
import { z } from 'zod/mini';
import type { Locale } from '../constants/locale';

export const SIMILAR_YACHTS_ENDPOINT = '/api/similar-yachts/';

const VIEWS = ['charter', 'sale'] as const;

/** The page's yacht: a Kontent codename (lower case, digits, underscores) and its market view. */
export const similarToSchema = z.object({
  yacht: z.string('yacht must be a yacht item codename').check(z.regex(/^[a-z0-9_]{1,100}$/, 'yacht must be a yacht item codename')),
  view: z.enum(VIEWS, 'view must be charter or sale'),
});
export type SimilarTo = z.output<typeof similarToSchema>;

/** What a route is asked, as read from its query string, for similarToSchema to check. */
export const similarToQuery = (params: URLSearchParams) => ({ yacht: params.get('yacht') ?? undefined, view: params.get('view') ?? undefined });

/** The URL a yacht page gives its island (the language is read by site/lib/on-demand-route.ts). */
export const similarYachtsUrl = ({ yacht, view }: SimilarTo, lang: Locale): string => `${SIMILAR_YACHTS_ENDPOINT}?${new URLSearchParams({ yacht, view, lang }).toString()}`;
