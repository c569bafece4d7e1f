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
import { listPagePaths, pageSlugIn } from '../../renderer/page/known-paths';

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

export const REDIRECTS_TAG = 'redirects';
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

export const PAGES_TAG = 'pages';

/** One value per locale, read in parallel; locales whose value is null are left out. */
const perLocale = async <T>(read: (language: string) => Promise<T | null>): Promise<Partial<Record<Locale, T>>> => {
  const { config } = getDelivery();
  const values = await Promise.all(LOCALES.map(async (locale) => [locale, await read(config.languages[locale])] as const));
  const result: Partial<Record<Locale, T>> = {};
  for (const [locale, value] of values) if (value !== null) result[locale] = value;
  return result;
};

/** Every locale's page slugs: the paths the proxy lets through to the cached page route. */
export const getPagePaths = unstable_cache(
  () => perLocale((language) => listPagePaths({ client: getDelivery().client, language, preview: false })),
  ['page-paths'],
  { tags: [CONTENT_TAG, PAGES_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
);

/** One page item's url_slug per locale (left out where it has none), for hreflang and the language switch. */
export const getPageSlugs = (codename: string): Promise<Partial<Record<Locale, string>>> =>
  unstable_cache(
    () => perLocale((language) => pageSlugIn({ client: getDelivery().client, codename, language, preview: false })),
    ['page-slugs', codename],
    { tags: [CONTENT_TAG, PAGES_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
  )();
