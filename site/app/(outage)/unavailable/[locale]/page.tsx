import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { localisedPath } from '../../../../../schema/locale';
import { OutagePage } from '../../../../ui/OutagePage';
import { isLocale } from '../../../../../schema/constants/locale';

// The proxy sends a page it has no copy of here, with 503 and Retry-After, while the
// Delivery API is down. Nothing here reads the CMS; rendered per request and never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** A path of this site only: the proxy passes the visitor's, anything else falls back to the home page. */
const fromSchema = z.string().regex(/^\/(?![/\\])/);

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ from?: string | string[] }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const from = fromSchema.safeParse((await searchParams).from);
  return <OutagePage locale={locale} retryHref={from.success ? from.data : localisedPath('/', locale)} />;
}
