'use client';
/** The route on the map: every destination as a marker (a click adds it), the route drawn through the chosen places. */
import { useEffect, useMemo, useRef } from 'react';
import { useDestinationMap } from '../MapDestinations/use-destination-map.client';
import type { BuilderData, BuilderLabels, BuilderPlan } from './types';

export function RouteMap({ data, plan, onPick, labels }: { data: BuilderData; plan: BuilderPlan; onPick: (key: string) => void; labels: BuilderLabels }) {
  const box = useRef<HTMLDivElement>(null);
  const markers = useMemo(() => data.places.map(({ key, name, lat, lng }) => ({ key, name, lat, lng })), [data.places]);
  const { status, handle } = useDestinationMap(box, { places: markers, view: data.view, detailed: true, onPick });
  useEffect(() => {
    handle?.route(plan.line, new Set(plan.places.map((p) => p.key)));
  }, [handle, plan]);
  if (status === 'unavailable') return null;
  return (
    <div className="lg:sticky lg:top-28">
      <h2 className="text-xs tracking-[0.25em] text-navy uppercase">{labels.mapTitle}</h2>
      <p className="mt-1 text-xs text-body print:hidden">{labels.mapHint}</p>
      <div ref={box} aria-hidden="true" data-map-status={status} data-route-length={plan.line.length} className="relative mt-3 h-80 overflow-hidden bg-gray-100 md:h-[32rem] print:h-96" />
    </div>
  );
}
