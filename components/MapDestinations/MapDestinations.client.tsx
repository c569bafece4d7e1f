'use client';
/**
 * The map of map_destinations_component: markers that open a card linking to the guide, zoom
 * buttons, and the region filter, which hides markers and the server-drawn list entries alike.
 * The filter appears only once the script runs (without it every destination is listed).
 * With a `preview` (a locator map), the still picture shows until the visitor points at, touches
 * or asks for the map; then the map library loads and draws over it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Words } from '../../schema/words';
import { useMounted } from '../ui/hooks/use-mounted.client';
import type { MarkerPlace, View } from './engine';
import { useDestinationMap } from './use-destination-map.client';

export type MapPlace = MarkerPlace & { category: string | null; line: string | null; href: string | null };

/** The words the island shows; only these are written into the page's RSC payload. */
export type MapLabels = Pick<Words<'mapDestinations'>, 'categories' | 'open' | 'close' | 'zoomIn' | 'zoomOut' | 'explore'>;
type Labels = MapLabels;

function Card({ place, labels, onClose }: { place: MapPlace; labels: Labels; onClose: () => void }) {
  return (
    <div className="absolute inset-x-3 bottom-3 z-10 bg-white p-5 shadow-lg ring-1 ring-gray-200 sm:right-auto sm:w-80" data-destination-card={place.key}>
      <button type="button" onClick={onClose} className="absolute top-1 right-1 flex size-11 items-center justify-center text-xl text-navy" aria-label={labels.close}>
        ×
      </button>
      {place.category ? <p className="dm-eyebrow">{place.category}</p> : null}
      <p className="dm-name pr-8">{place.name}</p>
      {place.line ? <p className="mt-1 text-sm text-body">{place.line}</p> : null}
      {place.href ? (
        <a className="dm-link" href={place.href}>
          {labels.open}
        </a>
      ) : null}
    </div>
  );
}

export function MapDestinationsIsland({
  places,
  categories,
  view,
  detailed,
  compact,
  labels,
  preview,
}: {
  places: MapPlace[];
  categories: string[];
  view: View;
  detailed: boolean;
  compact: boolean;
  labels: Labels;
  preview?: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const mounted = useMounted();
  const [wanted, setWanted] = useState(!preview);
  const want = () => setWanted(true);
  const { status, handle } = useDestinationMap(box, { places, view, detailed, onPick: setOpen, enabled: wanted });

  // Hidden regions leave the map and the list; a card of a hidden region closes.
  useEffect(() => {
    const visible = new Set(places.filter((p) => !hidden.has(p.category ?? '')).map((p) => p.key));
    handle?.show(hidden.size === 0 ? null : visible);
    const section = root.current?.closest('section');
    section?.querySelectorAll<HTMLElement>('[data-destination-category]').forEach((entry) => {
      entry.hidden = hidden.has(entry.dataset.destinationCategory ?? '');
    });
  }, [hidden, handle, places]);

  // A card of a hidden region is not shown.
  const chosen = places.find((p) => p.key === open && !hidden.has(p.category ?? ''));
  const toggle = (category: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  return (
    <div ref={root}>
      {mounted && categories.length > 1 ? (
        <fieldset className="mb-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-body">
          <legend className="mb-2 text-xs tracking-[0.25em] text-navy uppercase">{labels.categories}</legend>
          {categories.map((category) => (
            <label key={category} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input type="checkbox" className="size-4 accent-navy" checked={!hidden.has(category)} onChange={() => toggle(category)} />
              {category}
            </label>
          ))}
        </fieldset>
      ) : null}
      {status === 'unavailable' && !preview ? null : (
        <div className="relative" onPointerEnter={want} onPointerDown={want}>
          {/* The map library makes its box position: relative, so the box carries the height itself. */}
          <div ref={box} aria-hidden="true" data-map-status={status} className={`overflow-hidden bg-gray-100 ${compact ? 'h-64 md:h-72' : 'h-80 md:h-[30rem]'}`} />
          {/* Without WebGL the picture stays: it still shows where the place is. */}
          {preview && status !== 'ready' ? preview : null}
          {/* It stays while the map loads: pointing at the box may start the load mid-click. */}
          {preview && (status === 'waiting' || status === 'loading') ? (
            <button type="button" className="dm-explore" onClick={want} aria-busy={status === 'loading'}>
              {labels.explore}
            </button>
          ) : null}
          {status === 'ready' ? (
            <div className="absolute top-3 right-3 z-10 flex flex-col gap-px">
              <button type="button" className="dm-tool" aria-label={labels.zoomIn} onClick={() => handle?.zoom(1)} tabIndex={-1}>
                +
              </button>
              <button type="button" className="dm-tool" aria-label={labels.zoomOut} onClick={() => handle?.zoom(-1)} tabIndex={-1}>
                −
              </button>
            </div>
          ) : null}
          {chosen ? <Card place={chosen} labels={labels} onClose={() => setOpen(null)} /> : null}
        </div>
      )}
    </div>
  );
}
