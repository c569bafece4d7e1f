/** The `berth` content type (schema/README.md, spec 2.9): a berth for sale, its marina and terms. */
import { z } from 'zod';
import { dam, flag, number, requiredNumber, requiredText, richText, text } from '../elements';
import { urlSlugElement } from '../kontent';

export const berthElementsSchema = z.looseObject({
  name: requiredText('Berth name is required'),
  url_slug: urlSlugElement.extend({ value: z.string().regex(/\S/, 'URL slug is required') }),
  marina: requiredText('Marina is required'),
  location: text().optional(),
  country: text().optional(),
  latitude: number().optional(),
  longitude: number().optional(),
  length: requiredNumber('Berth length (m) is required'),
  beam: number().optional(),
  /** Feet and inches as the source gives them (spec 3.3 style); without them they follow from metres. */
  length_feet: number().optional(),
  length_inches: number().optional(),
  beam_feet: number().optional(),
  beam_inches: number().optional(),
  /** Euros; null when the price is on application. */
  price: number().optional(),
  currency: text().optional(),
  price_formatted: text().optional(),
  poa: flag('Price on application').optional(),
  lease_until: number().optional(),
  description: richText().optional(),
  image: dam().optional(),
});

export type BerthElements = z.output<typeof berthElementsSchema>;
