import type { Metadata } from 'next';
import { MissingPage } from '../../../../../../ui/MissingPage';
import { readRouteParams } from '../../../../../../lib/variant';

type Params = Promise<{ variant: string; locale: string; slug?: string[] }>;

// The proxy sends every path that is no page here, with a 404 status (spec 2.3). Rendered per
// request and never cached: a crawler walking made-up URLs leaves nothing on disk.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: true } };

export default async function Page({ params }: { params: Params }) {
  const route = readRouteParams(await params);
  return route ? <MissingPage route={route} /> : null;
}
