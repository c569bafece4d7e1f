'use client';
/**
 * The units and currency switches (spec 2.8, 9.1): a choice writes the <html> attribute that
 * shows the matching values on every card and table at once, remembers it in local storage, and
 * follows a change made in another tab.
 */
import { useEffect, useId } from 'react';
import { choosePreference, PREFERENCE_STORAGE_KEY, useDisplayPreference, type PreferenceKind as Kind } from './display-preference.client';
import { isDisplayCurrency, isLengthUnit } from './preferences';

const valid = (kind: Kind, value: unknown): value is string => (kind === 'units' ? isLengthUnit(value) : isDisplayCurrency(value));

export function PreferenceSwitch({ kind, label, options, className }: { kind: Kind; label: string; options: ReadonlyArray<{ value: string; label: string }>; className?: string }) {
  const id = useId();
  const current = useDisplayPreference(kind, '');

  // Another tab's choice applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PREFERENCE_STORAGE_KEY[kind] && valid(kind, event.newValue)) document.documentElement.dataset[kind] = event.newValue;
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
        onChange={(event) => valid(kind, event.target.value) && choosePreference(kind, event.target.value)}
        data-preference={kind}
        className="yp-select"
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
