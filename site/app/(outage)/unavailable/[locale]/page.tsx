import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OutagePage } from '../../../../ui/OutagePage';
import { isLocale } from '../../../../../schema/constants/locale';

// Issue 20 §3: the proxy sends a page it has no copy of here, with 503 and Retry-After, while the
// Delivery API is down. Nothing here reads the CMS; rendered per request and never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <OutagePage locale={locale} />;
}
