'use client';
/**
 * The yacht page's back button and previous/next links (spec 2.8, 3.7, 4.3), driven by the yacht
 * navigation machine. The server render (and a browser without storage) shows the back link to the
 * view's listing and no previous/next; the visitor's list from session storage adds them.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { YACHT_NAVIGATION_KEYS } from '../../schema/constants/yacht';
import { readSession, writeSession } from '../YachtCard/session.client';
import { marksBackToSearchRedirect, navigationOf, NO_SESSION, nothingStored, yachtNavigationMachine, type NavigationInput, type SessionSnapshot } from './yacht-navigation.machine';
import type { Words } from '../../schema/words';

export type YachtNavigationLabels = Words<'yachtList.navigation'>;

const readSnapshot = (): SessionSnapshot => ({
  now: Date.now(),
  nonSearchList: readSession(YACHT_NAVIGATION_KEYS.nonSearchList),
  listRoute: readSession(YACHT_NAVIGATION_KEYS.currentRoute),
  shouldReferToSearch: readSession(YACHT_NAVIGATION_KEYS.shouldReferToSearch),
  searchResultYachtUrls: readSession(YACHT_NAVIGATION_KEYS.searchResultYachtUrls),
  searchStateRoute: readSession(YACHT_NAVIGATION_KEYS.searchStateRoute),
  yachtRedirectUrl: readSession(YACHT_NAVIGATION_KEYS.yachtRedirectUrl),
});

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function YachtNavigation({ input, labels }: { input: NavigationInput; labels: YachtNavigationLabels }) {
  const [state, send] = useMachine(yachtNavigationMachine, { input });

  useEffect(() => {
    let live = true;
    // The checker (and zod with it) loads once the island has hydrated, not with the page, and only
    // when there is something to check: a visitor landing from a search engine has nothing stored.
    const read = () => {
      const snapshot = readSnapshot();
      if (nothingStored(snapshot)) send({ type: 'session.read', session: NO_SESSION });
      else void import('./session-read').then(({ fromSession }) => live && send({ type: 'session.read', session: fromSession(snapshot) }));
    };
    read();
    // Returning through the browser's back/forward cache shows the list as it is now.
    window.addEventListener('pageshow', read);
    return () => {
      live = false;
      window.removeEventListener('pageshow', read);
    };
  }, [send]);

  const nav = navigationOf(state.context);
  return (
    <nav aria-label={labels.label} data-yacht-navigation={state.value} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
      <a
        href={nav.back.url}
        className="yp-nav"
        data-yacht-back={nav.back.isReferToSearch ? 'search' : 'selection'}
        onClick={() => {
          if (marksBackToSearchRedirect(state.context)) writeSession(YACHT_NAVIGATION_KEYS.isBackToSearchRedirect, 'true');
        }}
      >
        <Arrow direction="left" />
        {nav.back.isReferToSearch ? labels.backToSearch : labels.backToSelection}
      </a>
      <div className="flex items-center gap-6">
        {state.can({ type: 'go.previous' }) && nav.previousYachtUrl ? (
          <a href={nav.previousYachtUrl} rel="prev" className="yp-nav" data-yacht-previous onClick={() => send({ type: 'go.previous' })}>
            <Arrow direction="left" />
            {labels.previous}
          </a>
        ) : null}
        {state.can({ type: 'go.next' }) && nav.nextYachtUrl ? (
          <a href={nav.nextYachtUrl} rel="next" className="yp-nav" data-yacht-next onClick={() => send({ type: 'go.next' })}>
            {labels.next}
            <Arrow direction="right" />
          </a>
        ) : null}
      </div>
    </nav>
  );
}
