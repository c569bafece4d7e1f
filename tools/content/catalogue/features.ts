/** Yacht features of spec 3.4 (and the feature labels of spec 3.3), with their categories. */
import type { FeatureInput } from '../../../schema/yacht/feature';
import { stableUuid } from '../kontent';
import { slugify } from '../slug';

export type FeatureDef = { label: string; es: string; category: string; minLength: number };

export const FEATURES: FeatureDef[] = [
  { label: 'Air conditioning', es: 'aire acondicionado', category: 'Technical', minLength: 0 },
  { label: 'WiFi', es: 'wifi', category: 'Technical', minLength: 0 },
  { label: 'Underwater lights', es: 'luces subacuáticas', category: 'Technical', minLength: 0 },
  { label: 'Cranes', es: 'grúas', category: 'Technical', minLength: 35 },
  { label: 'Dumb Waiter', es: 'montaplatos', category: 'Technical', minLength: 45 },
  { label: 'Elevator', es: 'ascensor', category: 'Technical', minLength: 50 },
  { label: 'Helipad Touch&Go', es: 'helipuerto touch & go', category: 'Transport', minLength: 65 },
  { label: 'Tenders', es: 'lanchas auxiliares', category: 'Transport', minLength: 0 },
  { label: 'Jet-skis', es: 'motos de agua', category: 'Transport', minLength: 0 },
  { label: 'Seabob', es: 'Seabob', category: 'Transport', minLength: 0 },
  { label: 'Kayaks / paddle boards', es: 'kayaks y tablas de pádel surf', category: 'Transport', minLength: 0 },
  { label: 'Gym', es: 'gimnasio', category: 'Guest - Fitness', minLength: 40 },
  { label: 'Sauna', es: 'sauna', category: 'Guest - Spa', minLength: 45 },
  { label: 'Hammam', es: 'hammam', category: 'Guest - Spa', minLength: 60 },
  { label: 'Spa', es: 'spa', category: 'Guest - Spa', minLength: 55 },
  { label: 'Hair & Beauty salon', es: 'salón de belleza y peluquería', category: 'Guest - Spa', minLength: 70 },
  { label: 'Hot Tub', es: 'jacuzzi', category: 'Guest area', minLength: 0 },
  { label: "Private owner's deck", es: 'cubierta privada del armador', category: 'Guest area', minLength: 50 },
  { label: 'Swimming pool', es: 'piscina', category: 'Guest area', minLength: 55 },
  { label: 'Beach Club', es: 'beach club', category: 'Guest area', minLength: 45 },
  { label: 'Cinema', es: 'cine', category: 'Guest area', minLength: 50 },
  { label: 'Master on main', es: 'suite del armador en cubierta principal', category: 'Guest area', minLength: 0 },
  { label: 'Wheelchair friendly', es: 'accesible en silla de ruedas', category: 'Guest area', minLength: 55 },
  { label: 'Inflatables', es: 'hinchables', category: 'Transport', minLength: 0 },
  { label: 'Slide', es: 'tobogán', category: 'Guest area', minLength: 40 },
  { label: 'Jellyfish pool', es: 'piscina antimedusas', category: 'Guest area', minLength: 0 },
];

/** The yacht data's string booleans (spec 3.3, 3.4). */
export const flagString = (on: boolean): 'true' | 'false' => (on ? 'true' : 'false');

/** The feature object of spec 3.4 as the yacht data carries it. */
export const toFeature = (def: FeatureDef, order: number, charter: boolean, sale: boolean): FeatureInput => ({
  id: stableUuid(`feature:${def.label}`),
  displayOrder: order,
  category: def.category,
  feature: def.label,
  seo: slugify(def.label),
  featureURL: '',
  charterPublish: flagString(charter),
  salesPublish: flagString(sale),
});
