import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '../../../../../ui/ContentPage';
import { contentMetadata } from '../../../../../ui/contentMetadata';
import { readRouteParams } from '../../../../../lib/variant';
import { headers } from 'next/headers';
import { isMobileRequest, setSearchRequest } from '../../../../../lib/search-request';
import { EMPTY_SEARCH_STATE } from '../../../../../../schema/search/url-state';
import { SEARCH_PATH } from '../../../../../../schema/constants/yacht';

type Params = Promise<{ locale: string; slug?: string[] }>;

// Spec 2.4.8: preview reads drafts on every request, never from cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = readRouteParams(await params);
  return route ? { ...(await contentMetadata(route)), robots: 'noindex, nofollow' } : {};
}

export default async function Page({ params }: { params: Params }) {
  const route = readRouteParams(await params);
  if (!route) notFound();
  // The search page previews as it goes live, with the empty search (the query is not forwarded).
  if (`/${route.slug.join('/')}` === SEARCH_PATH) setSearchRequest({ state: EMPTY_SEARCH_STATE, mobile: isMobileRequest(await headers()) });
  return <ContentPage route={route} />;
}
