import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '../../../../../../ui/ContentPage';
import { contentMetadata } from '../../../../../../ui/contentMetadata';
import { readRouteParams } from '../../../../../../lib/variant';

type Params = Promise<{ variant: string; locale: string; slug?: string[] }>;

// Only paths the proxy knows as pages arrive here (site/lib/route-table.ts): each is rendered on
// first request, then served from cache and revalidated (ISR).
export const revalidate = 3600;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = readRouteParams(await params);
  return route ? contentMetadata(route) : {};
}

export default async function Page({ params }: { params: Params }) {
  const route = readRouteParams(await params);
  if (!route || route.variant === 'preview') notFound();
  return <ContentPage route={route} />;
}
