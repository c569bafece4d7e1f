'use client';
/** Finding a destination by name, region or what its guide mentions, and adding it: the keyboard's way to build a route. */
import { useId, useState } from 'react';
import type { ItineraryPlace } from '../../schema/components/itinerary_builder_component';
import { matchPlaces } from '../../schema/itinerary/place-match';
import { fill } from '../../schema/words';
import type { BuilderLabels } from './types';

export function PlaceSearch({
  places,
  started,
  canAdd,
  onAdd,
  labels,
}: {
  places: readonly ItineraryPlace[];
  started: boolean;
  canAdd: (key: string) => boolean;
  onAdd: (key: string) => void;
  labels: BuilderLabels;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = matchPlaces(places, query);
  return (
    <div>
      <label htmlFor={`${id}-q`} className="block text-xs tracking-[0.25em] text-navy uppercase">
        {labels.search}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={`${id}-hint`}
        aria-controls={`${id}-list`}
        autoComplete="off"
        className="mt-2 min-h-11 w-full border border-gray-300 bg-white px-3 text-navy focus:border-navy"
        data-testid="itinerary-search"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-body">
        {labels.searchHint}
      </p>
      <ul id={`${id}-list`} className="mt-3 max-h-64 divide-y divide-gray-200 overflow-y-auto border border-gray-200 bg-white" aria-live="polite">
        {matches.length === 0 ? <li className="p-3 text-sm text-body">{fill(labels.noMatch, { query })}</li> : null}
        {matches.map((place) => (
          <li key={place.key} className="flex items-center justify-between gap-3 px-3 py-1.5">
            <span className="text-sm text-navy">
              {place.name}
              {place.category ? <span className="block text-xs text-body">{place.category}</span> : null}
            </span>
            <button
              type="button"
              className="min-h-11 shrink-0 px-2 text-xs font-semibold tracking-[0.12em] text-navy uppercase hover:text-gold-deep disabled:cursor-not-allowed disabled:text-gray-400"
              disabled={!canAdd(place.key)}
              onClick={() => onAdd(place.key)}
              data-add-place={place.key}
            >
              {started ? labels.add : labels.start}
              <span className="sr-only">: {place.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
