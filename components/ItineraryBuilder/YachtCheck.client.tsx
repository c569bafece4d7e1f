'use client';
/**
 * The yacht and the figures the route is measured with: a yacht from the visitor's shortlist or the
 * charter fleet, the cruising speed for hours at sea (the yacht's own once one is chosen), the hours
 * of a cruising day, and the check's verdict in plain words.
 */
import { useId, useState } from 'react';
import type { ItineraryYacht } from '../../schema/itinerary/check';
import { CRUISING_DAY_HOURS_MAX, CRUISING_DAY_HOURS_MIN, CRUISING_SPEED_MAX_KN, CRUISING_SPEED_MIN_KN } from '../../schema/constants/itinerary';
import { plural } from '../../schema/plural';
import { fill } from '../../schema/words';
import { formatNumber, type BuilderLabels, type BuilderPlan } from './types';

const field = 'mt-2 min-h-11 w-full border border-gray-300 bg-white px-3 text-navy focus:border-navy';
const caption = 'block text-xs tracking-[0.25em] text-navy uppercase';

/** A yacht as the list offers it: with its speed and range once `figures` (see YachtCheck). */
const optionText = (yacht: ItineraryYacht, locale: string, labels: BuilderLabels, figures: boolean): string => {
  if (!yacht.cruiseSpeed || !yacht.range) return fill(labels.yachtOptionUnknown, { name: yacht.name });
  if (!figures) return yacht.name;
  return fill(labels.yachtOption, { name: yacht.name, speed: formatNumber(yacht.cruiseSpeed, locale, 1), range: formatNumber(yacht.range, locale) });
};

const verdict = (plan: BuilderPlan, dayHours: number, locale: string, labels: BuilderLabels): string => {
  const check = plan.check;
  if (check.kind === 'none') return labels.checkNone;
  if (check.kind === 'unknown') {
    const missing = check.missing.length === 2 ? labels.missingBoth : check.missing[0] === 'speed' ? labels.missingSpeed : labels.missingRange;
    return fill(labels.checkUnknown, { name: check.yacht.name, missing });
  }
  const values = {
    name: check.yacht.name,
    range: formatNumber(check.yacht.range ?? 0, locale),
    speed: formatNumber(check.yacht.cruiseSpeed ?? 0, locale, 1),
    day: formatNumber(dayHours, locale, 1),
    legs: formatNumber(check.legs.length, locale),
  };
  return check.problems === 0 ? fill(labels.checkOk, values) : plural(labels.checkProblems, locale, check.problems, values);
};

export function YachtCheck({
  plan,
  yachts,
  shortlisted,
  yacht,
  speed,
  dayHours,
  locale,
  labels,
  onYacht,
  onSpeed,
  onHours,
  version,
}: {
  plan: BuilderPlan;
  yachts: readonly ItineraryYacht[];
  shortlisted: ReadonlySet<string>;
  yacht: string | null;
  speed: number;
  dayHours: number;
  locale: string;
  labels: BuilderLabels;
  onYacht: (id: string | null) => void;
  onSpeed: (knots: number) => void;
  onHours: (hours: number) => void;
  /** Changes when a whole itinerary is loaded or cleared: the number fields then show its values. */
  version: number;
}) {
  const id = useId();
  // The list's figures are drawn when the visitor reaches for it (points at, presses or focuses it):
  // a closed list shows only its chosen yacht, and a page's first number formatter takes tens of
  // milliseconds to make, which would lengthen the planner's first drawing on a phone.
  const [figures, setFigures] = useState(false);
  const reach = () => setFigures(true);
  const textOf = (y: ItineraryYacht) => optionText(y, locale, labels, figures || y.id === yacht);
  const fromShortlist = yachts.filter((y) => shortlisted.has(y.id));
  const problems = plan.check.kind === 'checked' && plan.check.problems > 0;
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={`${id}-yacht`} className={caption}>
          {labels.yacht}
        </label>
        <select
          id={`${id}-yacht`}
          className={field}
          value={yacht ?? ''}
          onChange={(event) => onYacht(event.target.value || null)}
          onPointerEnter={reach}
          onPointerDown={reach}
          onFocus={reach}
          data-testid="itinerary-yacht"
        >
          <option value="">{labels.noYacht}</option>
          {fromShortlist.length > 0 ? (
            <optgroup label={labels.shortlistGroup}>
              {fromShortlist.map((y) => (
                <option key={`s-${y.id}`} value={y.id}>
                  {textOf(y)}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={labels.fleetGroup}>
            {yachts
              .filter((y) => !shortlisted.has(y.id))
              .map((y) => (
                <option key={y.id} value={y.id}>
                  {textOf(y)}
                </option>
              ))}
          </optgroup>
        </select>
      </div>
      {/* Inputs line up even where one label wraps to more lines than the other (Spanish). */}
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        {plan.speedFromYacht ? (
          <p className="text-sm text-body sm:pb-2.5">{fill(labels.speedFromYacht, { speed: formatNumber(plan.speed, locale, 1) })}</p>
        ) : (
          <div>
            <label htmlFor={`${id}-speed`} className={caption}>
              {labels.speed}
            </label>
            <input
              key={`speed-${version}`}
              id={`${id}-speed`}
              type="number"
              inputMode="decimal"
              min={CRUISING_SPEED_MIN_KN}
              max={CRUISING_SPEED_MAX_KN}
              step={0.5}
              className={field}
              defaultValue={speed}
              onChange={(event) => {
                const value = event.target.valueAsNumber;
                if (value >= CRUISING_SPEED_MIN_KN && value <= CRUISING_SPEED_MAX_KN) onSpeed(value);
              }}
            />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-hours`} className={caption}>
            {labels.dayHours}
          </label>
          <input
            key={`hours-${version}`}
            id={`${id}-hours`}
            type="number"
            inputMode="decimal"
            min={CRUISING_DAY_HOURS_MIN}
            max={CRUISING_DAY_HOURS_MAX}
            step={0.5}
            className={field}
            defaultValue={dayHours}
            onChange={(event) => {
              const value = event.target.valueAsNumber;
              if (value >= CRUISING_DAY_HOURS_MIN && value <= CRUISING_DAY_HOURS_MAX) onHours(value);
            }}
            data-testid="itinerary-day-hours"
          />
        </div>
      </div>
      <div className={`border-l-4 p-4 text-sm ${problems ? 'border-alert bg-alert-light text-alert-ink' : 'border-gold bg-gray-50 text-body'}`}>
        <p className="text-xs tracking-[0.25em] text-navy uppercase">{labels.checkTitle}</p>
        <p role="status" className="mt-1" data-testid="itinerary-check">
          {verdict(plan, dayHours, locale, labels)}
        </p>
      </div>
    </div>
  );
}
