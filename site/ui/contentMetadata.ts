import type { Metadata } from 'next';
import { normalisePath } from '../../renderer/page/path';
import { getPage, getPageSlugs } from '../lib/content';
import { pageMetadata } from '../lib/metadata';
import type { RouteParams } from '../lib/variant';
import { SITE_TITLE } from '../../schema/constants/brand';

/** Head of a content page; pages that do not resolve get the site title only. */
export async function contentMetadata(route: RouteParams): Promise<Metadata> {
  const slug = normalisePath(`/${route.slug.join('/')}`);
  if (slug === null) return { title: SITE_TITLE };
  const result = await getPage(slug, route.locale, route.variant === 'preview').catch(() => null);
  if (result?.kind !== 'page') return { title: SITE_TITLE };
  // Without the other languages' slugs the page still gets its own canonical and hreflang.
  const slugs = await getPageSlugs(result.page.pageCodename).catch(() => ({}));
  return pageMetadata(result.page, route.locale, result.pageImage, slugs);
}
