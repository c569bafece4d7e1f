/** The document shell shared by live, bot and preview routes (spec 2.5, 2.6, 2.7). */
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { EditAttributes } from '../../schema/define';
import { PREFERENCES_SCRIPT } from '../../components/ui/prefs/preferences';
import { DrawerHost } from '../../components/Drawer/DrawerHost.client';
import { MapSettingsProvider } from '../../components/OfficeMap/settings.client';
import { mapSettings } from '../../components/OfficeMap/types';
import { serverEnv } from '../lib/env';
import { sans } from './fonts';
import { CONTACT_PAGE_PATH } from '../../schema/constants/drawers';
import { localisedPath } from '../../schema/locale';
import { wordsOf } from '../../schema/words';
import { translatorFor } from '../i18n/translator';
import { readRouteParams } from '../lib/variant';
import { PageBehaviour } from './PageBehaviour.client';
import { analyticsConfig } from '../../schema/consent/analytics';
import { COOKIES_POLICY_PATH } from '../../schema/constants/consent';
import '../app/globals.css';

export async function SiteLayout({
  children,
  params,
  rootAttributes,
}: {
  children: ReactNode;
  params: Promise<{ variant?: string; locale: string }>;
  /** Preview only: the smart-link root (environment and language) on the body (spec 5.6). */
  rootAttributes?: EditAttributes;
}) {
  const route = readRouteParams(await params);
  if (!route) notFound();
  setRequestLocale(route.locale);
  const t = translatorFor(route.locale);
  const maps = mapSettings(serverEnv().MAPBOX_TOKEN);
  // Spec 7.4: no banner and no script at all unless the three analytics values are configured; bots get neither.
  const analytics = route.variant === 'bot' ? null : analyticsConfig(serverEnv());
  return (
    // The preferences script sets data-units/data-currency on <html> before paint, hence the warning opt-out.
    <html lang={route.locale} prefix="og: https://ogp.me/ns#" className={sans.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: PREFERENCES_SCRIPT }} />
      </head>
      <body className="antialiased bg-white text-navy" {...rootAttributes}>
        <a href="#main" className="hd-skip">
          {t('header.skipToContent')}
        </a>
        <PageBehaviour locale={route.locale} consent={analytics ? { config: analytics, words: wordsOf(t, 'consent'), policyHref: localisedPath(COOKIES_POLICY_PATH, route.locale) } : undefined} />
        {/* Spec 2.13: one drawer host for every drawer button on the page (the drawer contract). */}
        <MapSettingsProvider settings={maps}>{children}</MapSettingsProvider>
        <DrawerHost locale={route.locale} labels={{ ...wordsOf(t, 'drawers'), contactHref: localisedPath(CONTACT_PAGE_PATH, route.locale) }} brokerEndpoint="/api/contact-broker-drawer/" />
      </body>
    </html>
  );
}
