/** Sample berth items (spec 2.9) in the Delivery API's shape: valid and invalid `elements`. */
import { dam, fx, sampleImage, type RejectedElements } from '../fixtures';

export const validBerthElements = [
  {
    name: fx.text('40 m berth, Port Hercule'),
    url_slug: fx.urlSlug('/berths-for-sale/port-hercule-40m-berth'),
    marina: fx.text('Port Hercule'),
    location: fx.text('Monaco'),
    country: fx.text('Monaco'),
    latitude: fx.number(43.735),
    longitude: fx.number(7.4236),
    length: fx.number(40),
    beam: fx.number(9),
    price: fx.number(null),
    currency: fx.text(''),
    price_formatted: fx.text(''),
    poa: fx.choice('yes'),
    lease_until: fx.number(2043),
    description: fx.richText('<p>A rare long-lease berth.</p>'),
    image: dam(sampleImage),
  },
  { name: fx.text('Berth'), url_slug: fx.urlSlug('/berths-for-sale/berth'), marina: fx.text('Port Vauban'), length: fx.number(70) },
];

const minimal = validBerthElements[1] ?? {};

export const invalidBerthElements: RejectedElements[] = [
  { why: 'length missing', elements: { ...minimal, length: undefined } },
  { why: 'length as text', elements: { ...minimal, length: fx.text('40 m') } },
  { why: 'marina blank', elements: { ...minimal, marina: fx.text(' ') } },
  { why: 'poa option other than yes', elements: { ...minimal, poa: fx.choice('no') } },
];
