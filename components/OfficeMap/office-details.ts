/**
 * The footer's offices in two parts: the page carries each office's name and kind (the selector's
 * options); the details (address, phone, hours, time zone, place on the map) come from the offices
 * route when the visitor nears the footer or opens the selector. Checked with zod's small build
 * where the browser reads them.
 */
import { z } from 'zod/mini';
import type { OfficeSummary } from '../../schema/catalogue/office';

export type OfficeOption = Pick<OfficeSummary, 'codename' | 'name' | 'kind'>;

/** Every office given in full (a content block), or the options and where their details are. */
export type OfficeSource = { offices: readonly OfficeSummary[] } | { options: readonly OfficeOption[]; detailsUrl: string };

const officeSummarySchema = z.object({
  codename: z.string(),
  name: z.string(),
  kind: z.enum(['brokerage', 'crew']),
  isBrokerage: z.boolean(),
  isTCN: z.boolean(),
  isHeadOffice: z.boolean(),
  lat: z.number(),
  lng: z.number(),
  located: z.boolean(),
  timezone: z.nullable(z.string()),
  address: z.array(z.string()),
  phone: z.nullable(z.string()),
  tel: z.nullable(z.string()),
  openingHours: z.nullable(z.string()),
});

/** What the offices route answers. */
export const officeDetailsSchema = z.object({ offices: z.array(officeSummarySchema) });
export type OfficeDetails = { offices: OfficeSummary[] };

export const officeOption = ({ codename, name, kind }: OfficeSummary): OfficeOption => ({ codename, name, kind });
