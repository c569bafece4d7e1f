'use client';
/**
 * The route as an ordered list: each place with buttons to move it earlier or later and to remove
 * it, and between two places the leg: nautical miles, hours at sea and what the yacht check found.
 * After a move, focus follows the place, so the keyboard can keep moving it.
 */
import { useEffect, useRef } from 'react';
import { fill } from '../../schema/words';
import { formatNumber, type BuilderLabels, type BuilderPlan } from './types';

type Focus = { index: number; action: 'up' | 'down' | 'remove' } | null;

const tool = 'flex size-11 items-center justify-center text-lg text-navy hover:text-gold-deep disabled:invisible';

function LegLine({ plan, index, locale, labels }: { plan: BuilderPlan; index: number; locale: string; labels: BuilderLabels }) {
  const leg = plan.legs[index];
  if (!leg) return null;
  const checked = plan.check.kind === 'checked' ? plan.check.legs[index] : undefined;
  return (
    <div className="ml-4 border-l-2 border-dashed border-gold py-2 pl-5 text-sm text-body" data-leg={index}>
      <p data-leg-distance="">{fill(labels.leg, { nm: formatNumber(leg.nm, locale), hours: formatNumber(plan.hours[index] ?? 0, locale, 1) })}</p>
      {checked ? (
        <ul className="mt-1 space-y-0.5 text-xs font-semibold" data-leg-check="">
          {checked.beyondRange ? (
            <li className="text-alert-ink" data-problem="range">
              ⚠ {labels.beyondRange}
            </li>
          ) : null}
          {checked.overDay ? (
            <li className="text-alert-ink" data-problem="day">
              ⚠ {labels.overDay}
            </li>
          ) : null}
          {!checked.beyondRange && !checked.overDay ? <li className="text-navy">✓ {labels.legOk}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

export function RouteList({
  plan,
  locale,
  labels,
  onMove,
  onRemove,
}: {
  plan: BuilderPlan;
  locale: string;
  labels: BuilderLabels;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const focus = useRef<Focus>(null);
  useEffect(() => {
    const wanted = focus.current;
    if (!wanted) return;
    focus.current = null;
    const row = list.current?.querySelector<HTMLElement>(`[data-place-index="${Math.min(wanted.index, plan.places.length - 1)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (button ?? list.current)?.focus();
  });

  if (plan.places.length === 0) return <p className="border border-dashed border-gray-300 p-5 text-sm text-body">{labels.empty}</p>;
  return (
    <ol ref={list} tabIndex={-1} className="space-y-0 outline-none" data-testid="itinerary-route">
      {plan.places.map((place, index) => (
        <li key={`${place.key}-${index}`} data-place-index={index} data-place={place.key}>
          {index > 0 ? <LegLine plan={plan} index={index - 1} locale={locale} labels={labels} /> : null}
          <div className="flex items-center gap-3 bg-white py-1 pr-1 pl-3 ring-1 ring-gray-200">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy text-xs text-white" aria-hidden="true">
              {index + 1}
            </span>
            <p className="min-w-0 flex-1 text-navy">
              <span className="block text-xs tracking-[0.18em] text-body uppercase">{index === 0 ? labels.startLabel : fill(labels.stopLabel, { n: index })}</span>
              {place.name}
            </p>
            <button
              type="button"
              className={tool}
              data-action="up"
              disabled={index === 0}
              aria-label={fill(labels.moveUp, { name: place.name })}
              onClick={() => {
                focus.current = { index: index - 1, action: 'up' };
                onMove(index, -1);
              }}
            >
              ↑
            </button>
            <button
              type="button"
              className={tool}
              data-action="down"
              disabled={index === plan.places.length - 1}
              aria-label={fill(labels.moveDown, { name: place.name })}
              onClick={() => {
                focus.current = { index: index + 1, action: 'down' };
                onMove(index, 1);
              }}
            >
              ↓
            </button>
            <button
              type="button"
              className={tool}
              data-action="remove"
              aria-label={fill(labels.remove, { name: place.name })}
              onClick={() => {
                focus.current = { index, action: 'remove' };
                onRemove(index);
              }}
            >
              ×
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
