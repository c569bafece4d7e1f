/**
 * Cached access to CMS content for the routes. Live pages are cached per locale and path and
 * tagged, so a webhook can revalidate one page; preview always reads fresh drafts (spec 2.4.8).
 */
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getDelivery } from '../../renderer/delivery/client';
import { resolvePage, type Resolution } from '../../renderer/page/resolve';
import type { Locale } from '../../schema/constants/locale';

/** Cached pages are refreshed at least this often even without a webhook. */
export const PAGE_REVALIDATE_SECONDS = 3600;
export const CONTENT_TAG = 'content';
export const pageTag = (locale: Locale, slug: string): string => `page:${locale}:${slug}`;

const resolveFresh = (slug: string, locale: Locale, preview: boolean): Promise<Resolution> => {
  const { client, config } = getDelivery();
  return resolvePage({ client, slug, language: config.languages[locale], preview });
};

export const getPage = cache(async (slug: string, locale: Locale, preview: boolean): Promise<Resolution> => {
  if (preview) return resolveFresh(slug, locale, true);
  return unstable_cache(() => resolveFresh(slug, locale, false), ['page', locale, slug], {
    tags: [CONTENT_TAG, pageTag(locale, slug)],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
});
