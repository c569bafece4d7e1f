import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ContentPage } from '../../../../../../ui/ContentPage';
import { contentMetadata } from '../../../../../../ui/contentMetadata';
import { readRouteParams } from '../../../../../../lib/variant';
import { isMobileRequest, setSearchRequest } from '../../../../../../lib/search-request';
import { parseSearchUrl } from '../../../../../../../schema/search/url-state';

type Params = Promise<{ variant: string; locale: string; slug?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The search page (spec 2.10) renders per request: its results follow the URL's query string (9.2),
// which a cached page cannot see. The proxy sends the search page's path here with its query, and
// any page asked through the editor's link without a grant, whose policy lets the CMS frame it (site/proxy.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = readRouteParams(await params);
  return route ? contentMetadata(route) : {};
}

const entries = (query: Record<string, string | string[] | undefined>): [string, string][] =>
  Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v])));

export default async function SearchPageRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const route = readRouteParams(await params);
  if (!route || route.variant === 'preview') notFound();
  setSearchRequest({ state: parseSearchUrl(entries(await searchParams)), mobile: isMobileRequest(await headers()) });
  return <ContentPage route={route} />;
}
