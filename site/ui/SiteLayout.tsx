/** The document shell shared by live, bot and preview routes (spec 2.5, 2.6, 2.7). */
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { sans } from './fonts';
import { readRouteParams } from '../lib/variant';
import '../app/globals.css';

export async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ variant?: string; locale: string }>;
}) {
  const route = readRouteParams(await params);
  if (!route) notFound();
  setRequestLocale(route.locale);
  const t = await getTranslations({ locale: route.locale, namespace: 'header' });
  return (
    <html lang={route.locale} prefix="og: https://ogp.me/ns#" className={sans.variable}>
      <body className="antialiased bg-white text-navy">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-3">
          {t('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
