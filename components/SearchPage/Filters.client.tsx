'use client';
/**
 * The filters of spec 2.10 and 9.2, one small component per widget type: radio (menu), checkbox,
 * multiselect list with counts, numeric grouping, and min/max amounts for ranges. Every filter
 * starts at 'Any'; a filter with nothing to choose from is not drawn.
 */
import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useInstantSearch, useMenu, useNumericMenu, useRange, useRefinementList } from 'react-instantsearch';
import { checkboxParams, listParams, numericParams, radioParams, rangeParams, selectParams, type NumericGroup } from './filter-widgets';
import type { SearchLabels } from './labels';

/**
 * False while the filters are registered but not shown (the closed panel on a phone): each filter
 * keeps its widget, so the search asks for the same facets and keeps the URL's refinements, but
 * draws no choices until the panel opens; a phone then hydrates a few hundred fewer elements.
 */
export const FiltersDrawn = createContext(true);

const box = 'border-b border-gray-200 py-4';
const legend = 'mb-2 text-xs font-semibold tracking-widest text-navy uppercase';
const option = 'flex cursor-pointer items-center gap-2 py-1 text-sm text-body';
const count = 'ml-auto text-xs text-body';

function Group({ title, children, attribute }: { title: string; children: ReactNode; attribute: string }) {
  if (!useContext(FiltersDrawn)) return null;
  return (
    <fieldset className={box} data-filter={attribute}>
      <legend className={legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Radio buttons over one value of a facet ('Any' first). */
export function RadioFilter({ attribute, title, labels, label }: { attribute: string; title: string; labels: SearchLabels; label?: (value: string) => string }) {
  const { items, refine } = useMenu(radioParams(attribute));
  const name = useId();
  if (items.length === 0) return null;
  const current = items.find((item) => item.isRefined)?.value ?? '';
  return (
    <Group title={title} attribute={attribute}>
      <label className={option}>
        <input type="radio" name={name} checked={current === ''} onChange={() => current && refine(current)} className="accent-navy" />
        {labels.any}
      </label>
      {items.map((item) => (
        <label key={item.value} className={option}>
          <input type="radio" name={name} value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} className="accent-navy" />
          {label ? label(item.value) : item.label}
          <span className={count}>{item.count}</span>
        </label>
      ))}
    </Group>
  );
}

/** One checkbox that refines a boolean facet to 'true' (unchecked is 'Any'). */
export function CheckboxFilter({ attribute, title }: { attribute: string; title: string }) {
  const { items, refine } = useMenu(checkboxParams(attribute));
  const on = items.find((item) => item.value === 'true');
  const drawn = useContext(FiltersDrawn);
  if (!drawn || !on) return null;
  return (
    <div className={box} data-filter={attribute}>
      <label className={option}>
        <input type="checkbox" checked={on.isRefined} onChange={() => refine('true')} className="accent-navy" />
        {title}
        <span className={count}>{on.count}</span>
      </label>
    </div>
  );
}

/** Several values of a facet, OR-ed, with counts (multiselect); 'Any' clears them. */
export function ListFilter({ attribute, title, labels }: { attribute: string; title: string; labels: SearchLabels }) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList(listParams(attribute));
  if (items.length === 0) return null;
  const chosen = items.filter((item) => item.isRefined);
  return (
    <Group title={title} attribute={attribute}>
      <label className={option}>
        <input type="checkbox" checked={chosen.length === 0} disabled={chosen.length === 0} onChange={() => chosen.forEach((item) => refine(item.value))} className="accent-navy" />
        {labels.any}
      </label>
      {items.map((item) => (
        <label key={item.value} className={option}>
          <input type="checkbox" value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} className="accent-navy" />
          {item.label}
          <span className={count}>{item.count}</span>
        </label>
      ))}
      {canToggleShowMore ? (
        <button type="button" onClick={toggleShowMore} className="mt-1 text-xs font-semibold text-gold-deep underline">
          {isShowingMore ? labels.showLess : labels.showMore}
        </button>
      ) : null}
    </Group>
  );
}

/** One value of a facet from a drop-down ('Any' first): the select widget of 9.2. */
export function SelectFilter({ attribute, title, labels }: { attribute: string; title: string; labels: SearchLabels }) {
  const { items, refine } = useMenu(selectParams(attribute));
  const id = useId();
  if (items.length === 0) return null;
  const current = items.find((item) => item.isRefined)?.value ?? '';
  return (
    <Group title={title} attribute={attribute}>
      <label htmlFor={id} className="sr-only">
        {title}
      </label>
      <select id={id} value={current} onChange={(e) => refine(e.target.value || current)} className="w-full border border-gray-300 bg-white px-2 py-1.5 text-sm text-navy">
        <option value="">{labels.any}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label} ({item.count})
          </option>
        ))}
      </select>
    </Group>
  );
}

/** Numeric groups ('Any', 1-5, 6-10 …) of a number facet. */
export function NumericGroupFilter({ attribute, title, labels, groups }: { attribute: string; title: string; labels: SearchLabels; groups: readonly NumericGroup[] }) {
  const { items: choices, refine, canRefine } = useNumericMenu(numericParams(attribute, labels.any, groups));
  const name = useId();
  if (!canRefine && !choices.some((c) => c.isRefined && c.label !== labels.any)) return null;
  return (
    <Group title={title} attribute={attribute}>
      {choices.map((choice) => (
        <label key={choice.label} className={option}>
          <input type="radio" name={name} checked={choice.isRefined} onChange={() => refine(choice.value)} className="accent-navy" />
          {choice.label}
        </label>
      ))}
    </Group>
  );
}

const asNumber = (text: string): number | undefined => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
};

/**
 * A min/max range (length, price): two amount inputs applied together and, as a range slider, two
 * sliders over the span of the results that apply when released.
 */
export function RangeFilter({ attribute, title, labels, step, slider = false }: { attribute: string; title: string; labels: SearchLabels; step: number; slider?: boolean }) {
  const { start, range, canRefine } = useRange(rangeParams(attribute));
  const { setIndexUiState } = useInstantSearch();
  const id = useId();
  const shown = (value: number | undefined, bound: number | undefined) => (value === undefined || !Number.isFinite(value) || value === bound ? '' : String(value));
  const current = `${shown(start[0], range.min)}:${shown(start[1], range.max)}`;
  const [draft, setDraft] = useState({ key: current, min: shown(start[0], range.min), max: shown(start[1], range.max) });
  // A refinement made elsewhere (clear all, back button) resets the inputs.
  const values = draft.key === current ? draft : { key: current, min: shown(start[0], range.min), max: shown(start[1], range.max) };
  if (!canRefine && current === ':') return null;
  const apply = (minText: string, maxText: string) => {
    // Set as typed: the range widget's own refine drops ends outside what the current results span.
    const min = asNumber(minText);
    const max = asNumber(maxText);
    setIndexUiState((ui) => {
      const { [attribute]: _previous, ...others } = ui.range ?? {};
      const next = min === undefined && max === undefined ? others : { ...others, [attribute]: `${min ?? ''}:${max ?? ''}` };
      return { ...ui, range: next, page: undefined };
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(values.min, values.max);
  };
  const bounds = range.min !== undefined && range.max !== undefined && range.max > range.min ? { min: range.min, max: range.max } : null;
  // The slider's ends at the bounds mean 'Any', as empty inputs do.
  const asText = (end: 'min' | 'max', value: string) => (bounds && Number(value) === bounds[end] ? '' : value);
  const slide = (end: 'min' | 'max', value: string) => setDraft({ ...values, [end]: asText(end, value) });
  // Released: the slider's own value, since its last change may not have rendered yet.
  const release = (end: 'min' | 'max', value: string) => {
    const text = asText(end, value);
    apply(end === 'min' ? text : values.min, end === 'max' ? text : values.max);
  };
  return (
    <Group title={title} attribute={attribute}>
      {slider && bounds ? (
        <div className="mb-3 flex flex-col gap-1" data-range-slider>
          {(['min', 'max'] as const).map((end) => (
            <label key={end} className="grid grid-cols-[2.5rem_1fr] items-center gap-2 text-xs text-body">
              {end === 'min' ? labels.min : labels.max}
              <input
                type="range"
                aria-label={`${title}: ${end === 'min' ? labels.min : labels.max}`}
                min={bounds.min}
                max={bounds.max}
                step={step}
                value={asNumber(values[end]) ?? bounds[end]}
                onChange={(e) => slide(end, e.target.value)}
                onPointerUp={(e) => release(end, e.currentTarget.value)}
                onKeyUp={(e) => release(end, e.currentTarget.value)}
                // 24px tall: WCAG 2.2 target size (2.5.8); the browser draws a 16px control by default.
                className="h-6 w-full accent-gold-deep"
              />
            </label>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} className="flex items-end gap-2">
        <label htmlFor={`${id}-min`} className="flex flex-1 flex-col text-xs text-body">
          {labels.min}
          <input
            id={`${id}-min`}
            data-range-min
            inputMode="decimal"
            type="number"
            step={step}
            placeholder={range.min === undefined ? labels.any : String(range.min)}
            value={values.min}
            onChange={(e) => setDraft({ ...values, min: e.target.value })}
            className="mt-1 w-full border border-gray-300 px-2 py-1.5 text-sm text-navy"
          />
        </label>
        <label htmlFor={`${id}-max`} className="flex flex-1 flex-col text-xs text-body">
          {labels.max}
          <input
            id={`${id}-max`}
            data-range-max
            inputMode="decimal"
            type="number"
            step={step}
            placeholder={range.max === undefined ? labels.any : String(range.max)}
            value={values.max}
            onChange={(e) => setDraft({ ...values, max: e.target.value })}
            className="mt-1 w-full border border-gray-300 px-2 py-1.5 text-sm text-navy"
          />
        </label>
        <button type="submit" className="border border-navy px-3 py-1.5 text-xs font-semibold tracking-wide text-navy uppercase hover:bg-navy hover:text-white">
          {labels.apply}
        </button>
      </form>
    </Group>
  );
}

/**
 * Keeps every length and price range registered, whichever unit and currency the panel shows, so a
 * range in the other unit (a shared link, or the moment a unit switch converts it) stays in the state.
 */
function KeepRange({ attribute }: { attribute: string }) {
  useRange(rangeParams(attribute));
  return null;
}

export function KeepRanges({ attributes }: { attributes: readonly string[] }) {
  return attributes.map((attribute) => <KeepRange key={attribute} attribute={attribute} />);
}
