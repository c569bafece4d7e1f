/** Spec 2.5: title, description, robots, canonical, Open Graph and micro-blog cards for a page. */
import type { Metadata } from 'next';
import type { PageResult } from '../../schema/page';
import type { Locale } from '../../schema/constants/locale';
import { LOCALES } from '../../schema/constants/locale';
import { SITE_TITLE } from '../../schema/constants/brand';
import { MICROBLOG_IMAGE_SIZE, OG_IMAGE_SIZE, SOCIAL_IMAGE_QUALITY } from '../../schema/constants/media';
import { listingPagePath } from '../../schema/listing';
import { publicPath } from '../../schema/locale';
import { SITE_URL } from './site';

/** Spec 2.5's query of a social image, from the sizes the media host makes (schema/media-variants.ts). */
const socialImage = ({ w, h }: { w: number; h: number }) => ({ query: `&w=${w}&h=${h}&q=${SOCIAL_IMAGE_QUALITY}&force_format=jpeg`, width: w, height: h });
export const OG_IMAGE = socialImage(OG_IMAGE_SIZE);
export const MICROBLOG_IMAGE = socialImage(MICROBLOG_IMAGE_SIZE);

const absolute = (url: string): string => (url.startsWith('/') ? `${SITE_URL}${url}` : url);

const withQuery = (url: string, query: string): string => {
  const full = absolute(url);
  return full.includes('?') ? `${full}${query}` : `${full}?${query.slice(1)}`;
};

/** The absolute canonical URL of a normalised path in a locale (spec 2.5: {baseURL}{path}/). */
export const canonicalUrl = (path: string, locale: Locale): string => `${SITE_URL}${publicPath(path, locale)}`;

/** Spec 2.5: the compare page has no canonical link and no og:url (its contents follow the visitor's list). */
export const hasCanonical = (page: PageResult): boolean => page.urlSlug !== '/compare';

/** The og:image URL of a page's social image (spec 2.5 sizes). */
export const ogImageUrl = (image: string): string => withQuery(image, OG_IMAGE.query);

/**
 * Spec 2.5: og:type is the page's ogContentType as the editor wrote it ('website' when empty), and
 * article:modified_time its sitemap lastmod wherever it has one, whatever its type.
 */
export const openGraphFacts = (page: Pick<PageResult, 'ogContentType' | 'sitemap'>): { property: string; content: string }[] => [
  { property: 'og:type', content: page.ogContentType.trim() || 'website' },
  ...(page.sitemap.lastmod ? [{ property: 'article:modified_time', content: page.sitemap.lastmod }] : []),
];

/**
 * `slugs`: the page's url_slug in each locale (spec 2.2: /es/oficinas-y-personas/ is the Spanish
 * /offices-and-people/); a locale without one gets no alternate link.
 * `listing`: page n > 1 of the page's listing is a page of its own: its own canonical
 * URL, alternates at the same page number, and a title that names the page.
 */
export const pageMetadata = (
  page: PageResult,
  locale: Locale,
  image: string | null,
  slugs: Partial<Record<Locale, string>> = {},
  listing?: { page: number; title: string },
  /** Spec 2.5: a page whose media is a video gets the 'player' card and og:video. */
  video: string | null = null,
): Metadata => {
  const at = (slug: string) => listingPagePath(slug, listing?.page ?? 1);
  const canonical = canonicalUrl(at(page.urlSlug), locale);
  const alternates = { ...slugs, [locale]: page.urlSlug };
  const title = listing?.title ?? page.title;
  const isCompare = !hasCanonical(page);
  const ogImage = image ? { url: withQuery(image, OG_IMAGE.query), width: OG_IMAGE.width, height: OG_IMAGE.height } : undefined;
  const twitterImage = image ? withQuery(image, MICROBLOG_IMAGE.query) : undefined;
  return {
    title: title || SITE_TITLE,
    description: page.seoDescription || undefined,
    robots: page.robots,
    alternates: isCompare
      ? undefined
      : {
          canonical,
          languages: Object.fromEntries(
            LOCALES.flatMap((l) => {
              const slug = alternates[l];
              return slug === undefined ? [] : [[l, `${SITE_URL}${publicPath(at(slug), l)}`]];
            }),
          ),
        },
    // og:type and article:modified_time are drawn by the page (openGraphFacts): Next names only its own types.
    openGraph: {
      siteName: SITE_TITLE,
      title,
      description: page.seoDescription || undefined,
      url: isCompare ? undefined : canonical,
      locale,
      images: ogImage ? [ogImage] : undefined,
      ...(video ? { videos: [{ url: absolute(video) }] } : {}),
    },
    twitter: {
      title,
      description: page.seoDescription || undefined,
      images: twitterImage ? [{ url: twitterImage, width: MICROBLOG_IMAGE.width, height: MICROBLOG_IMAGE.height }] : undefined,
      ...(video
        ? { card: 'player' as const, players: [{ playerUrl: absolute(video), streamUrl: absolute(video), width: MICROBLOG_IMAGE.width, height: MICROBLOG_IMAGE.height }] }
        : { card: 'summary_large_image' as const }),
    },
  };
};
