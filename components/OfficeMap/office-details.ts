/**
 * The footer's offices in two parts: the page carries each office's name and kind (the selector's
 * options); the details (address, phone, hours, time zone, place on the map) come from the offices
 * route when the visitor nears the footer or opens the selector, and are checked where the browser
 * reads them (office-details-schema.ts, loaded with the details).
 */
import type { OfficeSummary } from '../../schema/catalogue/office';

export type OfficeOption = Pick<OfficeSummary, 'codename' | 'name'>;

/** The selector's options by kind: the kind is written once per group, not once per office, in every page's payload. */
export type OfficeOptions = Record<OfficeSummary['kind'], OfficeOption[]>;

/** Every office given in full (a content block), or the options and where their details are. */
export type OfficeSource = { offices: readonly OfficeSummary[] } | { options: OfficeOptions; detailsUrl: string };

export type OfficeDetails = { offices: OfficeSummary[] };

export const officeOptions = (offices: readonly OfficeSummary[]): OfficeOptions => {
  const of = (kind: OfficeSummary['kind']) => offices.flatMap((o) => (o.kind === kind ? [{ codename: o.codename, name: o.name }] : []));
  return { brokerage: of('brokerage'), crew: of('crew') };
};
