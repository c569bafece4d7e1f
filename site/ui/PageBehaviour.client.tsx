'use client';
/**
 * Page-wide behaviour of spec 2.1 and 2.15, rendered once by the layout and drawing nothing:
 * keyboard-navigation mode, scroll-driven motion where CSS cannot drive it, turning refer-to-search mode off on pages other than the search and
 * yacht pages (4.3), scrolling to a new hash on the same page, route preloads on hover and focus,
 * the language switch's locale machine (query and hash kept), and images the media host failed to deliver hidden.
 */
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '../../schema/constants/locale';
import { isOtherLocale, SWITCH_LOCALE_ROUTE } from '../../components/ui/locale/locale-switch';
import { createLazyActor } from '../../components/ui/on-demand/lazy-actor';
import type { LocaleEvent } from '../../components/ui/locale/locale.machine';
import { scrollToHash, watchKeyboardMode } from '../../components/ui/page/keyboard-mode';
import { startScrollMotion } from '../../components/ui/page/motion';
import { createPreloadQueue, currentConnection, preloadAllowed } from '../../components/ui/page/preload';
import { leaveReferToSearch } from '../../components/SearchPage/leave-search.client';
import { hideBrokenImages } from '../../components/ui/page/broken-images';
import type { ConsentProps } from '../../components/ui/consent/types';

const prefetch = (href: string) =>
  new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(href));
    document.head.append(link);
  });

/** A same-site page link worth preloading (not a download, a new tab or a route handler). */
const preloadable = (anchor: HTMLAnchorElement): string | null => {
  if (anchor.origin !== location.origin || anchor.target || anchor.hasAttribute('download')) return null;
  if (anchor.pathname.startsWith('/api/') || anchor.pathname.startsWith('/forms/')) return null;
  if (anchor.pathname === location.pathname) return null;
  return anchor.pathname + anchor.search;
};

// Spec 7.4: a chunk of its own, asked for only on a site with analytics configured (none if it fails).
const ConsentBanner = lazy(() => import('../../components/ui/consent/Consent.client').catch(() => ({ default: () => null })));

export function PageBehaviour({ locale, consent }: { locale: Locale; consent?: ConsentProps }) {
  useEffect(() => {
    // Spec 4.3: a page that is neither the search nor a yacht page turns refer-to-search off.
    if (!document.querySelector('[data-search-page], [data-yacht-page]')) leaveReferToSearch();
    // Spec 4.9: the build watch loads once the page has settled, as a chunk of its own. A locale
    // only changes with a new document, so the watch lives as long as the page.
    const later = setTimeout(() => void import('../../components/ui/build/runtime').then((m) => m.startBuildRuntime()), 1_500);
    const stopKeyboard = watchKeyboardMode();
    const stopImages = hideBrokenImages();
    const stopMotion = startScrollMotion();
    const onHash = () => scrollToHash(location.hash);
    window.addEventListener('hashchange', onHash);

    // The language links (footer) go through the locale machine, which adds the query and hash. It
    // loads when a visitor points at or focuses a language link, or at the click, which waits for it;
    // if it cannot load, the link is followed as it is.
    const locales = createLazyActor<LocaleEvent, boolean>(false, () => import('../../components/ui/locale/locale.actor').then((m) => m.startLocaleSwitch(locale, (href) => location.assign(href))));
    const linkOf = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      return anchor instanceof HTMLAnchorElement ? anchor : null;
    };

    // Pointing at or focusing a link: a language link loads the locale machine, a page link preloads.
    const queue = createPreloadQueue(prefetch);
    const onIntent = (event: Event) => {
      const anchor = linkOf(event);
      if (!anchor) return;
      if (anchor.pathname === SWITCH_LOCALE_ROUTE) return void locales.wake();
      if (!preloadAllowed(currentConnection())) return;
      const href = preloadable(anchor);
      if (href) queue.request(href);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);

    const onClick = (event: MouseEvent) => {
      const anchor = linkOf(event);
      if (!anchor || anchor.pathname !== SWITCH_LOCALE_ROUTE || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const to = new URL(anchor.href).searchParams.get('to') ?? '';
      if (!isOtherLocale(locale, to)) return;
      event.preventDefault();
      locales.send({ type: 'locale.choose', to, path: location.pathname, search: location.search, hash: location.hash });
      void locales.wake().then((running) => {
        if (!running) location.assign(anchor.href);
      });
    };
    document.addEventListener('click', onClick);

    return () => {
      clearTimeout(later);
      stopKeyboard();
      stopImages();
      stopMotion();
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('click', onClick);
      locales.stop();
    };
  }, [locale]);
  return consent ? (
    <Suspense fallback={null}>
      <ConsentBanner {...consent} />
    </Suspense>
  ) : null;
}
