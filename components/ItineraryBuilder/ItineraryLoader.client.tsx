'use client';
/**
 * The builder in its own script chunk, drawn in the browser only: it starts from the visitor's link
 * or storage, which a cached page cannot know. Until it comes, a placeholder keeps its place. The
 * reader of a link or stored route (state-read.ts, and zod with it) loads only when there is one:
 * a visitor who opens the planner from the menu starts from an empty route without it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ItineraryState } from '../../schema/itinerary/state';
import type { BuilderData, BuilderLabels } from './types';

// The island's chunk also decides what the visitor arrives with (arrival.ts): nothing of it rides
// in the script every page shares.
const loadIsland = () => import('./ItineraryBuilder.client');
const Island = lazy(() => loadIsland().then((m) => ({ default: m.ItineraryBuilderIsland })));

export function ItineraryLoader(props: { data: BuilderData; labels: BuilderLabels }) {
  const [arrival, setArrival] = useState<ItineraryState | null>(null);
  const { data } = props;
  useEffect(() => {
    let live = true;
    void loadIsland()
      .then((island) => island.arrivingRoute(data))
      .then((route) => live && setArrival(route));
    return () => {
      live = false;
    };
  }, [data]);
  const placeholder = (
    <p className="min-h-[40rem] text-sm text-body" aria-busy="true" data-itinerary-loading="">
      {props.labels.loading}
    </p>
  );
  return arrival ? <Suspense fallback={placeholder}>{<Island {...props} arrival={arrival} />}</Suspense> : placeholder;
}
