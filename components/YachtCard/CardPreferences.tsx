/** The units and currency switches above a list of cards (spec 2.8, 9.1): one shared implementation. */
import { PreferenceSwitch } from '../ui/prefs/PreferenceSwitch.client';
import type { PreferenceLabels } from './labels';

export function CardPreferences({ labels }: { labels: PreferenceLabels }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <PreferenceSwitch kind="units" label={labels.units} options={labels.unitOptions} />
      <PreferenceSwitch kind="currency" label={labels.currency} options={labels.currencyOptions} />
    </div>
  );
}
