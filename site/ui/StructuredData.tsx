/** Spec 2.5: the page's JSON-LD graph (schema/structured-data/page-graph.ts), escaped for the script element. */
import type { ResolvedPage } from '../../renderer/page/resolve';
import type { Locale } from '../../schema/constants/locale';
import { SITE_TITLE } from '../../schema/constants/brand';
import { listingPagePath } from '../../schema/listing';
import { localisedPath } from '../../schema/locale';
import type { Thing } from 'schema-dts';
import type { TripJsonLd } from '../../schema/itinerary/structured-data';
import { jsonLdText, pageGraph } from '../../schema/structured-data/page-graph';
import { canonicalUrl, hasCanonical, ogImageUrl } from '../lib/metadata';
import { SITE_URL } from '../lib/site';

/** `trip`: an itinerary page's Trip (schema/itinerary/structured-data.ts), one more node of the page's one graph. */
export function StructuredData({ resolution, locale, listingPage, trip }: { resolution: ResolvedPage; locale: Locale; listingPage: number; trip?: TripJsonLd | null }) {
  const { page, breadcrumbs, pageImage } = resolution;
  const trail = breadcrumbs.trail.length > 1 ? breadcrumbs.trail : [];
  const graph = pageGraph({
    page,
    url: hasCanonical(page) ? canonicalUrl(listingPagePath(page.urlSlug, listingPage), locale) : null,
    title: page.title || SITE_TITLE,
    siteUrl: SITE_URL,
    siteName: SITE_TITLE,
    image: pageImage ? ogImageUrl(pageImage) : null,
    breadcrumbs: trail.map((c) => ({ name: c.title, url: `${SITE_URL}${localisedPath(c.path, locale)}` })),
  });
  const tripNode: Thing | null = trip ? (({ '@context': _context, ...node }) => node)(trip) : null;
  const whole = tripNode ? { ...graph, '@graph': [...graph['@graph'], tripNode] } : graph;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(whole) }} />;
}
