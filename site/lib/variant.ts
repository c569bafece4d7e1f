/** Internal route variants written by the proxy: live pages, pages for bots, and preview. */
import { isLocale, type Locale } from '../../schema/constants/locale';

export type Variant = 'live' | 'bot' | 'preview';
export type RouteParams = { variant: Variant; locale: Locale; slug: string[] };

const VARIANTS: readonly Variant[] = ['live', 'bot', 'preview'];

export const readRouteParams = (raw: { variant?: string; locale: string; slug?: string[] }): RouteParams | null => {
  const variant = VARIANTS.find((v) => v === (raw.variant ?? 'preview'));
  if (!variant || !isLocale(raw.locale)) return null;
  return { variant, locale: raw.locale, slug: raw.slug ?? [] };
};
