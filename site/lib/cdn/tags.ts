/**
 * The cache tags a CDN sees: the same tags the Next cache and the webhook use (site/lib/cache-tags.ts),
 * named on every cacheable response in the two headers CDNs read (`Cache-Tag`: Cloudflare, Akamai,
 * comma-separated; `Surrogate-Key`: Fastly and others, space-separated), so the webhook can purge
 * exactly what a publish changed.
 */
import type { Locale } from '../../../schema/constants/locale';
import { footerConfiguration } from '../../../schema/navigation/footer_configuration';
import { menuConfiguration } from '../../../schema/navigation/menu_configuration';
import { configurationTag, CONTENT_TAG, pageTag, PAGES_TAG, REDIRECTS_TAG } from '../cache-tags';

/** A tag as a header token: no space or comma (the separators), ASCII only; ':' and '/' kept readable. */
export const cdnTag = (tag: string): string => encodeURIComponent(tag).replace(/%3A/gi, ':').replace(/%2F/gi, '/');

export const cdnTagHeaders = (tags: readonly string[]): Record<'cache-tag' | 'surrogate-key', string> => {
  const tokens = [...new Set(tags.map(cdnTag))];
  return { 'cache-tag': tokens.join(','), 'surrogate-key': tokens.join(' ') };
};

/** What a cached page shows: its own content, the menu and footer of its locale, and page slugs (hreflang). */
export const pageCdnTags = (locale: Locale, slug: string): string[] => [
  CONTENT_TAG,
  PAGES_TAG,
  pageTag(locale, slug),
  configurationTag(menuConfiguration.codename, locale),
  configurationTag(footerConfiguration.codename, locale),
];

/** A CMS redirect answered by the proxy: CDNs keep permanent redirects too. */
export const redirectCdnTags = (): string[] => [CONTENT_TAG, REDIRECTS_TAG];

/** The on-demand menu and office data of a locale (site/lib/on-demand-route.ts). */
export const onDemandCdnTags = (locale: Locale): string[] => [CONTENT_TAG, ...[menuConfiguration.codename, footerConfiguration.codename].map((codename) => configurationTag(codename, locale))];
