/** The words of the compare page (site/messages `compare`, plus the yacht spec and share words), in one locale. */
import type { CompareSectionKey } from '../../schema/compare/rows';
import type { CompareView } from '../../schema/compare/share';
import type { YachtLabels, ShareLabels } from '../YachtHero/labels';

export type CompareLabels = {
  title: string;
  tabs: Record<CompareView | 'label', string>;
  sections: Record<CompareSectionKey, string>;
  rows: { powerOrSail: string; lyingSale: string; cruisingAreas: string };
  power: { motor: string; sail: string };
  present: string;
  missingValue: string;
  differs: string;
  differsLegend: string;
  onlyDifferences: string;
  yacht: string;
  remove: string;
  removeLabel: string;
  inquiry: string;
  /** The enquiry's suggested message: {names} of the compared yachts. */
  inquiryMessage: string;
  share: string;
  brochure: string;
  brochureLabel: string;
  charterRate: string;
  price: string;
  noPrice: string;
  emptyTitle: string;
  emptyText: string;
  /** A tab without yachts (the other market has some). */
  emptyTab: Record<CompareView, string>;
  viewCharter: string;
  viewSale: string;
  loading: string;
  error: string;
  retry: string;
  unavailable: string;
  shared: string;
  saveShared: string;
  showMine: string;
  caption: string;
  /** The specification's row names and units (the yacht page's words). */
  spec: YachtLabels['spec'];
  preferences: Pick<YachtLabels, 'units' | 'currency' | 'unitOptions'>;
  shareOptions: ShareLabels;
};
