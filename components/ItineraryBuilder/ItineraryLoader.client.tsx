'use client';
/**
 * The builder in its own script chunk, drawn in the browser only: it starts from the visitor's link
 * or storage, which a cached page cannot know. Until it comes, a placeholder keeps its place.
 */
import { lazy, Suspense } from 'react';
import { useMounted } from '../ui/hooks/use-mounted.client';
import type { BuilderData, BuilderLabels } from './types';

const Island = lazy(() => import('./ItineraryBuilder.client').then((m) => ({ default: m.ItineraryBuilderIsland })));

export function ItineraryLoader(props: { data: BuilderData; labels: BuilderLabels }) {
  const mounted = useMounted();
  const placeholder = (
    <p className="min-h-[40rem] text-sm text-body" aria-busy="true" data-itinerary-loading="">
      {props.labels.loading}
    </p>
  );
  return mounted ? <Suspense fallback={placeholder}>{<Island {...props} />}</Suspense> : placeholder;
}
