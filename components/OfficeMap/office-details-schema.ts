/**
 * The shape of the offices route's answer, checked with zod's small build where the browser reads
 * it. Its own module so that the page's script does not carry zod: the footer's office selector
 * loads it together with the details.
 */
import { z } from 'zod/mini';

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
