/**
 * The routes behind on-demand page data (the menu's panels, the footer's office details, a yacht's
 * similar yachts): one reading of `lang` and `preview`, one answer for bad input and for a content
 * service that fails.
 */
import type { NextRequest } from 'next/server';
import { isLocale, type Locale } from '../../schema/constants/locale';
import { PAGE_REVALIDATE_SECONDS } from './content';
import { cdnTagHeaders, onDemandCdnTags } from './cdn/tags';
import { log, problemOf } from '../../schema/log';
import { PREVIEW_CACHE_CONTROL, previewAllowed } from './security/preview-gate';

/** The URL a page gives its island for one of these routes: the locale, and drafts in preview. */
export const onDemandUrl = (route: '/api/menu/' | '/api/offices/', locale: Locale, preview: boolean): string =>
  `${route}?${new URLSearchParams(preview ? { lang: locale, preview: 'true' } : { lang: locale }).toString()}`;

export const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });

export const onDemandAnswer = async <T>(request: NextRequest, name: string, load: (locale: Locale, preview: boolean) => Promise<T>): Promise<Response> => {
  const params = request.nextUrl.searchParams;
  const lang = params.get('lang');
  if (params.getAll('lang').length !== 1 || lang === null || !isLocale(lang)) return refuse(400, 'lang must be one site locale');
  const previewValue = params.get('preview');
  if (previewValue !== null && previewValue !== 'true') return refuse(400, 'preview is either absent or true');
  // Spec 2.3: a request without an editor's valid grant gets the live data (site/lib/security/preview-gate.ts).
  const preview = previewValue === 'true' && previewAllowed(request);
  try {
    const data = await load(lang, preview);
    const cacheControl = preview ? PREVIEW_CACHE_CONTROL : `public, max-age=60, stale-while-revalidate=${PAGE_REVALIDATE_SECONDS}`;
    return Response.json(data, { headers: { 'cache-control': cacheControl, ...(preview ? {} : cdnTagHeaders(onDemandCdnTags(lang))) } });
  } catch (error) {
    log.error(`${name}: the data could not be loaded`, { lang, error: problemOf(error) });
    return refuse(502, 'The content service did not answer');
  }
};
