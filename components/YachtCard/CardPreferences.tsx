/** The units and currency switches above a list of cards (spec 2.8, 9.1): one shared implementation. */
import type { ReactNode } from 'react';
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

/** A list's heading (when it has one) with the switches beside it. */
export function CardListHeader({ heading, labels }: { heading: ReactNode; labels: PreferenceLabels }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      <CardPreferences labels={labels} />
    </div>
  );
}
