/**
 * Spec 2.5 structured data: one JSON-LD graph per page. Every page gets the general page schema
 * (url, name, description; the language is the document's); news and editorials an Article, destinations a TouristDestination
 * (destinationSEO), events an Event with dates and address, and a BreadcrumbList where the
 * breadcrumbs show. Typed with schema.org's own TypeScript types (schema-dts). Pure.
 */
import type { Article, BreadcrumbList, Event, Graph, Organization, Thing, TouristDestination, WebPage } from 'schema-dts';
import type { PageResult } from '../page';

export type PageGraphInput = {
  page: PageResult;
  /** The page's canonical URL (as its head names it); null on a page without one (compare, spec 2.5). */
  url: string | null;
  /** The page's title as its head names it (a listing page names its number). */
  title: string;
  siteUrl: string;
  siteName: string;
  /** Absolute URL of the page's social image, or null. */
  image: string | null;
  /** The breadcrumb trail as shown (absolute URLs), or empty when none show. */
  breadcrumbs: { name: string; url: string }[];
};

/**
 * The brokerage, as author and publisher. Nodes are written out, not linked by @id (fewer bytes:
 * the graph is sent twice, in the HTML and in the RSC payload); only the publisher carries the
 * logo, as Google's Article guidance asks name and url of an author.
 */
const organization = (siteUrl: string, siteName: string): Organization => ({ '@type': 'Organization', name: siteName, url: `${siteUrl}/` });
const publisher = (siteUrl: string, siteName: string): Organization => ({ '@type': 'Organization', name: siteName, url: `${siteUrl}/`, logo: `${siteUrl}/icon.svg` });

/** Google's Article guidance: headlines longer than 110 characters are cut in results. */
const HEADLINE_MAX = 110;
const headline = (title: string): string => (title.length > HEADLINE_MAX ? `${title.slice(0, HEADLINE_MAX - 1)}…` : title);

const article = ({ page, title, image, siteUrl, siteName }: PageGraphInput): Article => ({
  '@type': page.pageType === 'news' ? 'NewsArticle' : 'Article',
  headline: headline(title),
  ...(page.seoDescription ? { description: page.seoDescription } : {}),
  ...(image ? { image: [image] } : {}),
  // A news page's own date when it has one, else when it was published last (spec 3.1).
  datePublished: page.eventDate ?? page.sitemap.lastmod,
  dateModified: page.sitemap.lastmod,
  author: organization(siteUrl, siteName),
  publisher: publisher(siteUrl, siteName),
});

const event = ({ page, title, image, siteUrl, siteName }: PageGraphInput): Event | null => {
  const start = page.startDate ?? page.eventDate;
  if (!start) return null;
  return {
    '@type': 'Event',
    name: title,
    startDate: start,
    ...(page.endDate ? { endDate: page.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(page.address ? { location: { '@type': 'Place', name: page.address, address: { '@type': 'PostalAddress', streetAddress: page.address } } } : {}),
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', name: siteName, url: `${siteUrl}/` },
  };
};

const destination = ({ page, url }: PageGraphInput): TouristDestination | null => {
  const seo = page.destinationSEO;
  if (!seo) return null;
  return {
    '@type': 'TouristDestination',
    name: seo.destinationName,
    ...(url ? { url } : {}),
    ...(seo.destinationDescription ? { description: seo.destinationDescription } : {}),
    ...(seo.lat || seo.lng ? { geo: { '@type': 'GeoCoordinates', latitude: seo.lat, longitude: seo.lng } } : {}),
  };
};

const breadcrumbList = ({ breadcrumbs }: PageGraphInput): BreadcrumbList | null =>
  breadcrumbs.length < 2
    ? null
    : {
        '@type': 'BreadcrumbList',
        // Google's BreadcrumbList: the last crumb (this page) needs no URL.
        itemListElement: breadcrumbs.map((crumb, i) =>
          i === breadcrumbs.length - 1 ? { '@type': 'ListItem', position: i + 1, name: crumb.name } : { '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url },
        ),
      };

export const pageGraph = (input: PageGraphInput): Graph => {
  const { page, url, title } = input;
  const kind = page.pageType;
  const crumbs = breadcrumbList(input);
  const webPage: WebPage = {
    '@type': 'WebPage',
    ...(url ? { url } : {}),
    name: title,
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
  };
  const extra: (Thing | null)[] = kind === 'news' || kind === 'editorials' ? [article(input)] : kind === 'events' ? [event(input)] : kind === 'destinations' ? [destination(input)] : [];
  return { '@context': 'https://schema.org', '@graph': [webPage, ...extra.filter((t): t is Thing => t !== null), ...(crumbs ? [crumbs] : [])] };
};

/**
 * JSON for a `<script type="application/ld+json">`: '<', '>' and '&' as JSON escapes, so no CMS
 * text (`</script>`, `<!--`) can close the element or start a comment, and the line separators that
 * old parsers take for line ends.
 */
export const jsonLdText = (graph: Graph): string => JSON.stringify(graph).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
