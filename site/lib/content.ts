/**
 * Cached access to CMS content for the routes. Live pages are cached per locale and path and
 * tagged, so a webhook can revalidate one page; preview always reads fresh drafts (spec 2.4.8).
 */
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getDelivery } from '../../renderer/delivery/client';
import { resolvePage, type Resolution } from '../../renderer/page/resolve';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import { listRedirects, type Redirect } from '../../renderer/page/redirects';
import type { EditingContext } from '../../renderer/render/smart-link';
import { CONTENT_TAG, pageTag, REDIRECTS_TAG } from './cache-tags';

/** Cached pages are refreshed at least this often even without a webhook. */
export const PAGE_REVALIDATE_SECONDS = 3600;

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

/** Where an editor's click on a page of this locale lands in the CMS: the Kontent language, not the site locale. */
export const editingContext = (locale: Locale): EditingContext => {
  const { config } = getDelivery();
  return { environmentId: config.environmentId, languageCodename: config.languages[locale] };
};

/** Locale -> normalised path -> redirect. */
export type RedirectTable = Record<string, Record<string, Redirect>>;

/** Every locale's CMS redirects, keyed by normalised path (spec 2.3). */
export const getRedirectTable = unstable_cache(
  async (): Promise<RedirectTable> => {
    const { client, config } = getDelivery();
    const tables = await Promise.all(
      LOCALES.map(async (locale) => [locale, await listRedirects({ client, language: config.languages[locale], preview: false })] as const),
    );
    return Object.fromEntries(tables);
  },
  ['redirects'],
  { tags: [CONTENT_TAG, REDIRECTS_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
);
