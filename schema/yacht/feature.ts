/** Spec 3.4: a yacht feature (pool, gym, helipad…) as the yacht's `api.featureData` lists it. */
import { z } from 'zod';

/** The string booleans of the yacht data ('true' / 'false'), as the source system writes them. */
export const stringBoolean = (label: string) => z.enum(['true', 'false'], { error: `${label} must be the string 'true' or 'false'` });

export const featureSchema = z.object({
  id: z.string().min(1, 'Feature has no id'),
  displayOrder: z.int({ error: 'Feature displayOrder must be a whole number' }),
  category: z.string(),
  feature: z.string().regex(/\S/, 'Feature has no label'),
  seo: z.string(),
  featureURL: z.string(),
  charterPublish: stringBoolean('charterPublish'),
  salesPublish: stringBoolean('salesPublish'),
});

export type Feature = z.output<typeof featureSchema>;
export type FeatureInput = z.input<typeof featureSchema>;
