'use client';
/**
 * Loads the compare island as its own chunk: every page shares one bundle of islands, and only
 * the compare page should pay for this one. With nothing to compare (no shared link, no stored
 * shortlist) the page shows its empty state without the island, and so without zod: the island
 * comes when a list does (another tab adding a yacht), and stays.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { CompareLinks } from '../../schema/components/compare_component';
import { COMPARE_QUERY_KEY } from '../../schema/constants/compare';
import type { Locale } from '../../schema/constants/locale';
import { shortlistStore } from '../ui/shortlist/use-shortlist.client';
import type { CompareLabels } from './labels';

const CompareIsland = lazy(() => import('./Compare.client').then((module) => ({ default: module.CompareIsland })));
// Its own small chunk too: the loader rides in the script every page shares.
const CompareEmpty = lazy(() => import('./CompareEmpty').then((module) => ({ default: module.CompareEmpty })));

const noSubscribe = () => () => undefined;
const sharedLink = () => new URLSearchParams(window.location.search).has(COMPARE_QUERY_KEY);
const holdsEntries = () => shortlistStore.holdsEntries();

export function CompareLoader(props: { locale: Locale; links: CompareLinks; labels: CompareLabels }) {
  // Null on the server and while hydrating: the page's HTML is the same for everyone.
  const shared = useSyncExternalStore(noSubscribe, sharedLink, () => null);
  const stored = useSyncExternalStore(shortlistStore.subscribe, holdsEntries, () => null);
  const [island, setIsland] = useState(false);
  if (!island && (shared || stored)) setIsland(true);
  const loading = (
    <p className="py-16 text-center text-body" aria-busy="true" data-compare-loading="">
      {props.labels.loading}
    </p>
  );
  if (shared === null) return loading;
  return <Suspense fallback={loading}>{island ? <CompareIsland {...props} /> : <CompareEmpty labels={props.labels} links={props.links} />}</Suspense>;
}
