/** Internal route variants written by the proxy: live pages, pages for bots, and preview (site/proxy.ts). */
import { isLocale, type Locale } from '../../schema/constants/locale';
import { publicPath, safeDecode } from '../../schema/locale';

export type Variant = 'live' | 'bot' | 'preview';
export type RouteParams = { variant: Variant; locale: Locale; slug: string[] };

const VARIANTS: readonly Variant[] = ['live', 'bot', 'preview'];

export const readRouteParams = (raw: { variant?: string; locale: string; slug?: string[] }): RouteParams | null => {
  const variant = VARIANTS.find((v) => v === (raw.variant ?? 'preview'));
  if (!variant || !isLocale(raw.locale)) return null;
  return { variant, locale: raw.locale, slug: raw.slug ?? [] };
};


/** The public path of a route as the visitor typed it: named by the 404 page, kept by the language switch. */
export const routePath = (route: RouteParams): string => publicPath(`/${route.slug.map((segment) => safeDecode(segment) ?? segment).join('/')}`, route.locale);
