/**
 * Cached access to CMS content for the routes. Live pages are cached per locale and path and
 * tagged, so a webhook can revalidate one page; preview always reads fresh drafts (spec 2.4.8).
 */
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getDelivery } from './delivery';
import { resolvePage, type Resolution } from '../../renderer/page/resolve';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import { listRedirects, type Redirect } from '../../renderer/page/redirects';
import { CONTENT_TAG, pageTag, PAGES_TAG, REDIRECTS_TAG } from './cache-tags';
import { recordPage } from './webhook/page-index';
import { itemsOf } from './page-items';
import { resolveRichTextMedia } from '../../renderer/rich-text/media';
import { damClient } from './media';
import { listPagePaths, pageSlugIn } from '../../renderer/page/known-paths';
import type { EditingContext } from '../../renderer/render/smart-link';
import type { ItemsResponse } from '../../schema/kontent';
import { pendingChanges } from './preview/live';

/** Cached pages are refreshed at least this often even without a webhook. */
export const PAGE_REVALIDATE_SECONDS = 3600;

type Amend = (response: ItemsResponse) => Promise<ItemsResponse>;

/**
 * The page, with the DAM images its rich text refers to by uuid resolved in its locale (spec 7.3);
 * in preview, with the editor's unsaved changes (`amend`).
 */
const resolveFresh = async (slug: string, locale: Locale, preview: boolean, amend?: Amend): Promise<Resolution> => {
  const { client, config } = getDelivery();
  const resolution = await resolvePage({ client, slug, language: config.languages[locale], preview, ...(amend ? { amend } : {}) });
  if (resolution.kind !== 'page') return resolution;
  const { items, linkedItems } = await resolveRichTextMedia({ items: resolution.components, linkedItems: resolution.linkedItems }, damClient(), locale);
  return { ...resolution, components: items, linkedItems };
};

export const getPage = cache(async (slug: string, locale: Locale, preview: boolean): Promise<Resolution> => {
  if (preview) return resolveFresh(slug, locale, true, await pendingChanges());
  const resolution = await unstable_cache(() => resolveFresh(slug, locale, false), ['page', locale, slug], {
    tags: [CONTENT_TAG, pageTag(locale, slug)],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
  recordPage({ locale, slug }, itemsOf(resolution));
  return resolution;
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
    const tables = await Promise.all(LOCALES.map(async (locale) => [locale, await listRedirects({ client, language: config.languages[locale], preview: false })] as const));
    return Object.fromEntries(tables);
  },
  ['redirects'],
  { tags: [CONTENT_TAG, REDIRECTS_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
);

/** One value per locale, read in parallel; locales whose value is null are left out. */
const perLocale = async <T>(read: (language: string) => Promise<T | null>): Promise<Partial<Record<Locale, T>>> => {
  const { config } = getDelivery();
  const values = await Promise.all(LOCALES.map(async (locale) => [locale, await read(config.languages[locale])] as const));
  const result: Partial<Record<Locale, T>> = {};
  for (const [locale, value] of values) if (value !== null) result[locale] = value;
  return result;
};

/** Every locale's page slugs: the paths the proxy lets through to the cached page route. */
export const getPagePaths = unstable_cache(() => perLocale((language) => listPagePaths({ client: getDelivery().client, language, preview: false })), ['page-paths'], {
  tags: [CONTENT_TAG, PAGES_TAG],
  revalidate: PAGE_REVALIDATE_SECONDS,
});

/** One page item's url_slug per locale (left out where it has none), for hreflang and the language switch. */
export const getPageSlugs = (codename: string): Promise<Partial<Record<Locale, string>>> =>
  unstable_cache(() => perLocale((language) => pageSlugIn({ client: getDelivery().client, codename, language, preview: false })), ['page-slugs', codename], {
    tags: [CONTENT_TAG, PAGES_TAG],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
