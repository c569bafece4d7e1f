/**
 * The words of the yacht page's components (site/messages, namespace `yacht`), passed in by the
 * registry in the item's locale; `fill` puts values into their {placeholders}.
 */
import type { TaxLabelKey } from '../../schema/constants/currency';
import type { LengthUnit } from '../../schema/constants/yacht';
import type { YachtSectionId } from '../../schema/components/jump_to_component';
import type { CabinKind, SpecRowKey } from '../../schema/components/specification_table_component.rows';

export type ShareLabels = {
  title: string;
  open: string;
  close: string;
  mail: string;
  facebook: string;
  x: string;
  linkedin: string;
  whatsapp: string;
  copy: string;
  copied: string;
  copyFailed: string;
  device: string;
  mailBody: string;
  on: string;
};

export type YachtLabels = {
  forCharter: string;
  forSale: string;
  builtBy: string;
  charterRate: string;
  conversionInfo: string;
  tax: Record<TaxLabelKey, string>;
  usNote: string;
  contactBrokers: string;
  addToComparison: string;
  addedToComparison: string;
  brochure: string;
  brochureLabel: string;
  units: string;
  currency: string;
  unitOptions: Record<LengthUnit, string>;
  labels: { title: string; length: string; guests: string; cabins: string; crew: string; built: string; refit: string; builder: string };
  spec: Record<SpecRowKey | 'title', string> & { cabinKinds: Record<CabinKind, string>; unitSymbols: Record<'kn' | 'nm' | 'gt', string> };
  features: { title: string };
  jumpTo: { label: string; sections: Record<YachtSectionId, string> };
  share: ShareLabels;
};

export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
