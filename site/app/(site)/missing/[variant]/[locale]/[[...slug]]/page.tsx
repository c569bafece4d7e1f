import type { Metadata } from 'next';
import { MissingPage } from '../../../../../../ui/MissingPage';
import { INVALID_ROUTE_QUERY, readRouteParams } from '../../../../../../lib/variant';

type Params = Promise<{ variant: string; locale: string; slug?: string[] }>;

// The proxy sends every path that is no page here, with a 404 status (spec 2.3). Rendered per
// request and never cached: a crawler walking made-up URLs leaves nothing on disk.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: true } };

export default async function Page({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const route = readRouteParams(await params);
  const invalid = (await searchParams)[INVALID_ROUTE_QUERY];
  return route ? <MissingPage route={route} invalidQuery={typeof invalid === 'string' ? invalid : null} /> : null;
}
