'use client';
/**
 * The yacht page's back button and previous/next links (spec 2.8, 3.7, 4.3), driven by the yacht
 * navigation machine. The server render (and a browser without storage) shows the back link to the
 * view's listing and no previous/next; the visitor's list from session storage adds them. The
 * machine's code loads only when there is a stored list: with nothing stored, the island shows what
 * the machine would (the default back link, no previous/next) without it.
 */
import { useEffect, useState } from 'react';
import { YACHT_NAVIGATION_KEYS } from '../../schema/constants/yacht';
import { readSession, writeSession } from '../YachtCard/session.client';
import { useLazyActor, useLazyView } from '../ui/on-demand/use-lazy-actor.client';
import { canGo, marksBackToSearchRedirect, navigationOf, NO_SESSION, nothingStored, type NavigationInput, type NavigationView, type SessionSnapshot } from './yacht-navigation';
import type { NavigationEvent } from './yacht-navigation.machine';
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
  const actor = useLazyActor<NavigationEvent, NavigationView>({ value: 'pending', context: { ...input, ...NO_SESSION } }, () =>
    import('./yacht-navigation.actor').then((module) => module.startYachtNavigation(input)),
  );
  const machine = useLazyView(actor);
  /** Storage was read and held nothing: the machine would be 'ready' with the context it starts with. */
  const [empty, setEmpty] = useState(false);
  const state: NavigationView = machine.value === 'pending' && empty ? { ...machine, value: 'ready' } : machine;

  useEffect(() => {
    let live = true;
    // The checker (and zod with it) loads once the island has hydrated, not with the page, and only
    // when there is something to check: a visitor landing from a search engine has nothing stored.
    const read = () => {
      const snapshot = readSnapshot();
      if (nothingStored(snapshot)) {
        setEmpty(true);
        // A machine already running (a list seen earlier in this page's life) takes the empty session.
        actor.send({ type: 'session.read', session: NO_SESSION }, false);
      } else void import('./session-read').then(({ fromSession }) => live && actor.send({ type: 'session.read', session: fromSession(snapshot) }));
    };
    read();
    // Returning through the browser's back/forward cache shows the list as it is now.
    window.addEventListener('pageshow', read);
    return () => {
      live = false;
      window.removeEventListener('pageshow', read);
    };
  }, [actor]);

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
        {canGo(state, 'previous') && nav.previousYachtUrl ? (
          <a href={nav.previousYachtUrl} rel="prev" className="yp-nav" data-yacht-previous onClick={() => actor.send({ type: 'go.previous' })}>
            <Arrow direction="left" />
            {labels.previous}
          </a>
        ) : null}
        {canGo(state, 'next') && nav.nextYachtUrl ? (
          <a href={nav.nextYachtUrl} rel="next" className="yp-nav" data-yacht-next onClick={() => actor.send({ type: 'go.next' })}>
            {labels.next}
            <Arrow direction="right" />
          </a>
        ) : null}
      </div>
    </nav>
  );
}
