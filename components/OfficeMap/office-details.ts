/**
 * The footer's offices in two parts: the page carries each office's name and kind (the selector's
 * options); the details (address, phone, hours, time zone, place on the map) come from the offices
 * route when the visitor nears the footer or opens the selector, and are checked where the browser
 * reads them (office-details-schema.ts, loaded with the details).
 */
import type { OfficeSummary } from '../../schema/catalogue/office';

export type OfficeOption = Pick<OfficeSummary, 'codename' | 'name' | 'kind'>;

/** Every office given in full (a content block), or the options and where their details are. */
export type OfficeSource = { offices: readonly OfficeSummary[] } | { options: readonly OfficeOption[]; detailsUrl: string };

export type OfficeDetails = { offices: OfficeSummary[] };

export const officeOption = ({ codename, name, kind }: OfficeSummary): OfficeOption => ({ codename, name, kind });
