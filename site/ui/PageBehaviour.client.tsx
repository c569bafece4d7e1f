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
import type { ConsentProps } from '../../components/ui/consent/types';

// Spec 7.4: a chunk of its own, asked for only on a site with analytics configured (none if it fails).
const ConsentBanner = lazy(() => import('../../components/ui/consent/Consent.client').catch(() => ({ default: () => null })));

/** Events that start the behaviour, and where they are listened for. */
const WAKE_ON_DOCUMENT = ['pointerover', 'focusin', 'keydown'] as const;
const WAKE_ON_WINDOW = ['scroll', 'hashchange'] as const;
/** Spec 4.9: the build watch, and the behaviour if nothing woke it, once the page has settled. */
const SETTLED_MS = 1_500;
/** Events kept while the behaviour's code loads, handed to it in order (a pointer crossing links). */
const KEPT_EVENTS = 16;

export function PageBehaviour({ locale, consent }: { locale: Locale; consent?: ConsentProps }) {
  useEffect(() => {
    // Spec 4.3: a page that is neither the search nor a yacht page turns refer-to-search off.
    if (!document.querySelector('[data-search-page], [data-yacht-page]')) leaveReferToSearch();
    let stopped = false;
    let stop = () => {};
    let asked = false;
    const kept: Event[] = [];
    const unlisten = () => {
      for (const type of WAKE_ON_DOCUMENT) document.removeEventListener(type, onEvent, true);
      for (const type of WAKE_ON_WINDOW) window.removeEventListener(type, onEvent);
      document.removeEventListener('click', onClick);
    };
    const start = () => {
      if (asked) return;
      asked = true;
      void import('../../components/ui/page/behaviour').then(
        (behaviour) => {
          unlisten();
          if (!stopped) stop = behaviour.startPageBehaviour(locale, kept.splice(0)).stop;
        },
        () => {
          unlisten();
          // Without the behaviour a language link held back goes where it goes as it is.
          const held = kept.map((event) => localeClick(event, locale)).find((click) => click !== null);
          if (held) location.assign(held.anchor.href);
        },
      );
    };
    function onEvent(event: Event) {
      // A held language click is always kept: it was stopped to be handed on.
      if (event.type === 'click' || (kept.length < KEPT_EVENTS && event.type !== 'scroll')) kept.push(event);
      start();
    }
    // A language link clicked meanwhile waits for the locale machine, which keeps the query and hash.
    function onClick(event: Event) {
      if (!localeClick(event, locale)) return;
      event.preventDefault();
      onEvent(event);
    }
    for (const type of WAKE_ON_DOCUMENT) document.addEventListener(type, onEvent, { capture: true, passive: true });
    for (const type of WAKE_ON_WINDOW) window.addEventListener(type, onEvent, { passive: true });
    document.addEventListener('click', onClick);
    // A locale only changes with a new document, so the watch lives as long as the page.
    const later = setTimeout(() => {
      start();
      void import('../../components/ui/build/runtime').then((m) => m.startBuildRuntime());
    }, SETTLED_MS);
    return () => {
      stopped = true;
      clearTimeout(later);
      unlisten();
      stop();
    };
  }, [locale]);
  return consent ? (
    <Suspense fallback={null}>
      <ConsentBanner {...consent} />
    </Suspense>
  ) : null;
}
