/** The units and currency switches above a list of cards (spec 2.8, 9.1): one shared implementation. */
import type { EditAttributes } from '../../schema/define';
import { BlockHead } from '../ui/BlockHead';
import { PreferenceSwitch } from '../ui/prefs/PreferenceSwitch.client';
import { currencyOptions, unitOptions, type PreferenceLabels } from './labels';

export function CardPreferences({ labels }: { labels: PreferenceLabels }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <PreferenceSwitch kind="units" label={labels.units} options={unitOptions(labels)} />
      <PreferenceSwitch kind="currency" label={labels.currency} options={currencyOptions} />
    </div>
  );
}

/** A list's heading (when it has a title) with the switches beside it. */
export function CardListHeader({ title, titleEdit, labels }: { title: string | null; titleEdit: EditAttributes; labels: PreferenceLabels }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <BlockHead text={title} {...titleEdit} />
      <CardPreferences labels={labels} />
    </div>
  );
}
