'use client';
/**
 * Page-wide behaviour of spec 2.1 and 2.15, rendered once by the layout and drawing nothing. Turning
 * refer-to-search mode off on pages other than the search and yacht pages (4.3) happens at once; the
 * rest (components/ui/page/behaviour.ts: keyboard mode, motion, hash scrolling, route preloads, the
 * language switch, broken images) is a chunk of its own, asked for at the visitor's first scroll,
 * point, focus, key, hash change or language-link click (held until it runs), or with the build
 * watch once the page has settled, whichever comes first, so it is not among the scripts a page
 * needs to paint and hydrate.
 */
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '../../schema/constants/locale';
import { leaveReferToSearch } from '../../components/SearchPage/leave-search.client';
import { localeClick } from '../../components/ui/locale/locale-switch';
import { createLazyActor } from '../../components/ui/on-demand/lazy-actor';
import type { ConsentProps } from '../../components/ui/consent/types';

// Spec 7.4: a chunk of its own, asked for only on a site with analytics configured (none if it fails).
const ConsentBanner = lazy(() => import('../../components/ui/consent/Consent.client').catch(() => ({ default: () => null })));

/** Events that start the behaviour, and where they are listened for. */
const WAKE_ON_DOCUMENT = ['pointerover', 'focusin', 'keydown'] as const;
const WAKE_ON_WINDOW = ['scroll', 'hashchange'] as const;
/** Spec 4.9: the build watch, and the behaviour if nothing woke it, once the page has settled. */
const SETTLED_MS = 1_500;

export function PageBehaviour({ locale, consent }: { locale: Locale; consent?: ConsentProps }) {
  useEffect(() => {
    // Spec 4.3: a page that is neither the search nor a yacht page turns refer-to-search off.
    if (!document.querySelector('[data-search-page], [data-yacht-page]')) leaveReferToSearch();
    // What comes while its code loads waits in order, and is handed to it once it runs.
    const behaviour = createLazyActor<Event, null>(null, () => import('../../components/ui/page/behaviour').then((m) => () => m.startPageBehaviour(locale)));
    const unlisten = () => {
      for (const type of WAKE_ON_DOCUMENT) document.removeEventListener(type, onEvent, true);
      for (const type of WAKE_ON_WINDOW) window.removeEventListener(type, onEvent);
      document.removeEventListener('click', onClick);
    };
    // Once it runs its own listeners take over; if its code cannot be had, nothing asks again.
    const wake = () =>
      behaviour.wake().then((running) => {
        unlisten();
        return running;
      });
    function onEvent(event: Event) {
      if (event.type !== 'scroll') behaviour.send(event);
      void wake();
    }
    // A language link clicked meanwhile waits for the locale machine, which keeps the query and hash;
    // without the behaviour it goes where it goes as it is.
    function onClick(event: Event) {
      const click = localeClick(event, locale);
      if (!click) return;
      event.preventDefault();
      behaviour.send(event);
      void wake().then((running) => (running ? undefined : location.assign(click.anchor.href)));
    }
    for (const type of WAKE_ON_DOCUMENT) document.addEventListener(type, onEvent, { capture: true, passive: true });
    for (const type of WAKE_ON_WINDOW) window.addEventListener(type, onEvent, { passive: true });
    document.addEventListener('click', onClick);
    // A locale only changes with a new document, so the watch lives as long as the page.
    const later = setTimeout(() => {
      void wake();
      void import('../../components/ui/build/runtime').then((m) => m.startBuildRuntime());
    }, SETTLED_MS);
    return () => {
      clearTimeout(later);
      unlisten();
      behaviour.stop();
    };
  }, [locale]);
  return consent ? (
    <Suspense fallback={null}>
      <ConsentBanner {...consent} />
    </Suspense>
  ) : null;
}
