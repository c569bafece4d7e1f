/** Sample office items (spec 3.8, 9.7) in the Delivery API's shape, linked by the office components' fixtures. */
import { dam, fx, item, sampleImage, type RejectedElements } from '../fixtures';

export const monacoOffice = item('office', 'office_monaco', {
  name: fx.text('Monaco'),
  type: fx.choice('yacht_brokerage'),
  head_office: fx.choice('yes'),
  latitude: fx.number(43.7418),
  longitude: fx.number(7.4275),
  timezone: fx.text('Europe/Monaco'),
  address: fx.richText('<p>7 Avenue de Grande Bretagne<br>98000 Monaco</p>'),
  phone: fx.text('+377 93 50 12 20'),
  fax: fx.text('+377 93 50 12 21'),
  email: fx.text('monaco@example.com'),
  opening_hours: fx.text('Monday to Friday, 9:00–18:00'),
  dam_picture: dam(sampleImage),
});

export const crewPalmaOffice = item('office', 'office_crew_palma', {
  name: fx.text('Palma Crew Network'),
  type: fx.choice('TCN'),
  latitude: fx.number(39.5676),
  longitude: fx.number(2.633),
  timezone: fx.text('Europe/Madrid'),
  address: fx.richText('<p>Carrer de Joan Miró 10<br>07014 Palma de Mallorca</p>'),
  phone: fx.text('+34 971 40 12 50'),
});

export const sampleOffices = [monacoOffice, crewPalmaOffice];

/** Raw office elements the schema accepts and rejects (ajv and zod must agree on them). */
export const validOfficeElements: Record<string, unknown>[] = [monacoOffice.elements, crewPalmaOffice.elements, { name: fx.text('Minimal') }];
export const invalidOfficeElements: RejectedElements[] = [
  { why: 'name blank', elements: { name: fx.text(' ') } },
  { why: 'latitude as text', elements: { name: fx.text('Monaco'), latitude: fx.text('43.7') } },
  { why: 'type not a choice', elements: { name: fx.text('Monaco'), type: fx.text('tcn') } },
];
