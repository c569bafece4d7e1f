'use client';
/**
 * The units and currency switches (spec 2.8, 9.1): a choice writes the <html> attribute that
 * shows the matching values on every card and table at once, remembers it in local storage, and
 * follows a change made in another tab.
 */
import { useEffect, useId, useSyncExternalStore } from 'react';
import { CURRENCY_STORAGE_KEY, UNIT_STORAGE_KEY, isDisplayCurrency, isLengthUnit } from './preferences';

type Kind = 'units' | 'currency';
const STORAGE_KEY: Record<Kind, string> = { units: UNIT_STORAGE_KEY, currency: CURRENCY_STORAGE_KEY };
const valid = (kind: Kind, value: unknown): value is string => (kind === 'units' ? isLengthUnit(value) : isDisplayCurrency(value));

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // A page may set its unit itself (the search page takes the unit of a shared link).
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-units', 'data-currency'] });
  return () => {
    listeners.delete(listener);
    observer.disconnect();
  };
};

const choose = (kind: Kind, value: string) => {
  document.documentElement.dataset[kind] = value;
  try {
    window.localStorage.setItem(STORAGE_KEY[kind], value);
  } catch {
    // storage blocked: the choice holds for this page view
  }
  notify();
};

export function PreferenceSwitch({
  kind,
  label,
  options,
  className,
}: {
  kind: Kind;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  className?: string;
}) {
  const id = useId();
  const current = useSyncExternalStore(
    subscribe,
    () => document.documentElement.dataset[kind] ?? '',
    () => '',
  );

  // Another tab's choice applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY[kind] && valid(kind, event.newValue)) {
        document.documentElement.dataset[kind] = event.newValue;
        notify();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [kind]);

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={current || options[0]?.value}
        onChange={(event) => valid(kind, event.target.value) && choose(kind, event.target.value)}
        data-preference={kind}
        className="h-10 rounded-none border border-gray-300 bg-white px-3 text-sm text-navy focus-visible:outline-2 focus-visible:outline-gold"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
