'use client';
/**
 * The builder in its own script chunk, drawn in the browser only: it starts from the visitor's link
 * or storage, which a cached page cannot know. Until it comes, a placeholder keeps its place. The
 * reader of a link or stored route (state-read.ts, and zod with it) loads only when there is one:
 * a visitor who opens the planner from the menu starts from an empty route without it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { ITINERARY_STORAGE_KEY } from '../../schema/constants/itinerary';
import { bringsItinerary, EMPTY_ITINERARY, type ItineraryState } from '../../schema/itinerary/state';
import type { BuilderData, BuilderLabels } from './types';

const loadIsland = () => import('./ItineraryBuilder.client');
const Island = lazy(() => loadIsland().then((m) => ({ default: m.ItineraryBuilderIsland })));

const readStorage = (): string | null => {
  try {
    return window.localStorage.getItem(ITINERARY_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The route the visitor arrives with: a share link with places wins over what this browser kept. */
const arrivingRoute = async (data: BuilderData): Promise<ItineraryState> => {
  const search = window.location.search;
  const stored = readStorage();
  if (!bringsItinerary(search, stored)) return { ...EMPTY_ITINERARY, places: [] };
  const { arrivingItinerary } = await import('../../schema/itinerary/state-read');
  const options = { places: new Set(data.places.map((p) => p.key)), yachts: new Set(data.yachts.map((y) => y.id)) };
  return arrivingItinerary(search, stored, options);
};

export function ItineraryLoader(props: { data: BuilderData; labels: BuilderLabels }) {
  const [arrival, setArrival] = useState<ItineraryState | null>(null);
  const { data } = props;
  useEffect(() => {
    let live = true;
    void loadIsland();
    void arrivingRoute(data).then((route) => live && setArrival(route));
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
