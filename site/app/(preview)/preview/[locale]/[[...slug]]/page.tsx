import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '../../../../../ui/ContentPage';
import { contentMetadata } from '../../../../../ui/contentMetadata';
import { readRouteParams } from '../../../../../lib/variant';

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
  return <ContentPage route={route} />;
}
