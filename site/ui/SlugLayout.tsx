/** Gives the error boundaries of a content route its path, locale, variant and texts. */
import type { ReactNode } from 'react';
import { RouteProvider } from './RouteContext';
import { Header } from './Header';
import { Footer } from './Footer';
import { serverEnv } from '../lib/env';
import { readRouteParams, routePath } from '../lib/variant';
import { SITE_TITLE } from '../../schema/constants/brand';
import { translatorFor } from '../i18n/translator';
import { analyticsConfig } from '../../schema/consent/analytics';
import { COOKIES_POLICY_PATH } from '../../schema/constants/consent';

export async function SlugLayout({ children, params }: { children: ReactNode; params: Promise<{ variant?: string; locale: string; slug?: string[] }> }) {
  const route = readRouteParams(await params);
  if (!route) return children;
  const t = translatorFor(route.locale);
  const preview = route.variant === 'preview';
  const path = routePath(route);
  // Spec 7.4: the cookies policy page is where a visitor changes the analytics choice (only when analytics is configured).
  const consentControl = route.variant !== 'bot' && `/${route.slug.join('/')}` === COOKIES_POLICY_PATH && analyticsConfig(serverEnv()) !== null;
  return (
    <RouteProvider
      value={{
        path,
        locale: route.locale,
        variant: route.variant,
        siteTitle: SITE_TITLE,
        showStack: serverEnv().NODE_ENV !== 'production',
        // Spec 2.12: bots get no error page, so its texts are not even sent to them.
        texts:
          route.variant === 'bot'
            ? { goHome: '', pageNotFound: '', notFound: '', internal: '', stack: '', intro: '' }
            : {
                goHome: t('error.goHome'),
                pageNotFound: t('error.pageNotFound', { path: '{path}' }),
                notFound: t('error.notFound'),
                internal: t('error.internal'),
                stack: t('error.stack'),
                intro: t('error.intro'),
              },
      }}
    >
      <Header locale={route.locale} preview={preview} />
      <main id="main">
        {children}
        {consentControl ? (
          // The choice is in a cookie a cached page cannot read: the consent script (components/ui/consent/Consent.client.tsx) fills the line and wires the button.
          <section aria-labelledby="consent-control-title" className="mx-auto max-w-3xl px-5 py-12 md:px-10">
            <h2 id="consent-control-title" className="text-2xl font-light md:text-3xl">
              {t('consent.controlTitle')}
            </h2>
            <p className="mt-3 min-h-[1.5em]" data-consent-status />
            <button type="button" className="btn btn-pri btn-md mt-6" data-consent-change>
              {t('consent.change')}
            </button>
          </section>
        ) : null}
      </main>
      <Footer locale={route.locale} preview={preview} currentPath={path} />
    </RouteProvider>
  );
}
