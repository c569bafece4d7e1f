import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ContentPage } from '../../../../../../ui/ContentPage';
import { contentMetadata } from '../../../../../../ui/contentMetadata';
import { readRouteParams } from '../../../../../../lib/variant';
import { isMobileRequest, setSearchRequest } from '../../../../../../lib/search-request';
import { parseSearchUrl, type SearchUrlState } from '../../../../../../../schema/search/url-state';
import type { Locale } from '../../../../../../../schema/constants/locale';
import { translatorFor } from '../../../../../../i18n/translator';

type Params = Promise<{ variant: string; locale: string; slug?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The search page (spec 2.10) renders per request: its results follow the URL's query string (9.2),
// which a cached page cannot see. The proxy sends the search page's path here with its query, and
// any page asked through the editor's link without a grant, whose policy lets the CMS frame it (site/proxy.ts).
export const dynamic = 'force-dynamic';

const entries = (query: Record<string, string | string[] | undefined>): [string, string][] =>
  Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v])));

/**
 * Spec 2.10: the website scope is named in the tab's title and the page's own crumb, as in its
 * heading; the yacht scope keeps the page's CMS title.
 */
const scopeTitle = (locale: Locale, state: SearchUrlState): string | undefined => (state.index === 'g' ? translatorFor(locale)('search.headings.g') : undefined);

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const route = readRouteParams(await params);
  if (!route) return {};
  const metadata = await contentMetadata(route);
  const title = scopeTitle(route.locale, parseSearchUrl(entries(await searchParams)));
  return title ? { ...metadata, title } : metadata;
}

export default async function SearchPageRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const route = readRouteParams(await params);
  if (!route || route.variant === 'preview') notFound();
  const state = parseSearchUrl(entries(await searchParams));
  setSearchRequest({ state, mobile: isMobileRequest(await headers()) });
  return <ContentPage route={route} current={scopeTitle(route.locale, state)} />;
}
