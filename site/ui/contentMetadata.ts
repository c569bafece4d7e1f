import type { Metadata } from 'next';
import { normalisePath } from '../../renderer/page/path';
import { getTranslations } from 'next-intl/server';
import { getPageSlugs } from '../lib/content';
import { resolveListingRoute } from '../lib/listing';
import { pageMetadata } from '../lib/metadata';
import { heroImageUrl } from '../lib/hero-image';
import type { RouteParams } from '../lib/variant';
import { SITE_TITLE } from '../../schema/constants/brand';

/**
 * Head of a content page; pages that do not resolve get the site title only. Page n > 1 of a
 * listing names its number in the title and is its own canonical page.
 */
export async function contentMetadata(route: RouteParams): Promise<Metadata> {
  const slug = normalisePath(`/${route.slug.join('/')}`);
  if (slug === null) return { title: SITE_TITLE };
  const routed = await resolveListingRoute(slug, route.locale, route.variant === 'preview').catch(() => null);
  const result = routed?.resolution;
  if (result?.kind !== 'page') return { title: SITE_TITLE };
  // Without the other languages' slugs the page still gets its own canonical and hreflang.
  const slugs = await getPageSlugs(result.page.pageCodename).catch(() => ({}));
  const listing = routed?.listing;
  // Spec 4.7: the page's own media first, then its hero, including a yacht's or berth's picture.
  const image = result.pageImage ?? (await heroImageUrl(result, route.locale, route.variant === 'preview').catch(() => null));
  if (!listing || listing.page < 2) return pageMetadata(result.page, route.locale, image, slugs, undefined, result.pageVideo);
  const t = await getTranslations({ locale: route.locale, namespace: 'yachtList.pager' });
  const title = t('title', { title: result.page.title || SITE_TITLE, page: listing.page, count: listing.count });
  return pageMetadata(result.page, route.locale, image, slugs, { page: listing.page, title }, result.pageVideo);
}
