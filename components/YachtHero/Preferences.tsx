/** The units and currency switches (spec 2.8 'Meter (m)' / 'Feet (ft)'; 9.1 EUR, USD, GBP, AUD). */
import { LENGTH_UNITS } from '../ui/prefs/preferences';
import { PreferenceSwitch } from '../ui/prefs/PreferenceSwitch.client';
import { cx } from '../ui/tokens';
import type { YachtLabels } from './labels';

/** The switch's order: euros first (the default display currency), then by reach. */
const CURRENCY_OPTIONS = [
  { value: 'eur', label: 'EUR' },
  { value: 'usd', label: 'USD' },
  { value: 'gbp', label: 'GBP' },
  { value: 'aud', label: 'AUD' },
] as const;

export function Preferences({
  labels,
  currency = true,
  className,
}: {
  labels: Pick<YachtLabels, 'units' | 'currency' | 'unitOptions'>;
  /** The specification table offers units only. */
  currency?: boolean;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-wrap items-center gap-3', className)} data-preferences="">
      <PreferenceSwitch kind="units" label={labels.units} options={LENGTH_UNITS.map((unit) => ({ value: unit, label: labels.unitOptions[unit] }))} />
      {currency ? <PreferenceSwitch kind="currency" label={labels.currency} options={CURRENCY_OPTIONS} /> : null}
    </div>
  );
}
