/**
 * The 5,000-yacht store of the scale tests (DESIGN: the seed can ask for 5,000): yachts with
 * brokers, offices and regions, every other yacht translated into Spanish. In memory, no seed.
 */
import type { StoreInput } from '../services/kontent/store';
import { el, fixtureInput, variant } from './kontent-fixture';

export const YACHTS = 5000;
const BROKERS = 100;
const OFFICES = 20;
const REGIONS = 4;

export const lengthOf = (i: number) => 20 + (i % 61);
export const typesOf = (i: number) => (i % 3 === 0 ? ['charter'] : i % 3 === 1 ? ['sale'] : ['charter', 'sale']);
export const brokerOf = (i: number) => `broker_${i % BROKERS}`;
export const officeOf = (broker: number) => `office_${broker % OFFICES}`;
/** Every other yacht has a Spanish translation. */
export const translated = (i: number) => i % 2 === 0;

/** The store's variants; with `yachtIds`, each yacht carries its YachtId in api_data as the catalogue does. */
export const scaleItems = (options: { yachtIds?: boolean } = {}): StoreInput['published'] => {
  const items: StoreInput['published'] = [];
  for (let i = 0; i < YACHTS; i += 1) {
    const elements = {
      name: el.text(`Yacht ${i}`),
      length: el.number(lengthOf(i)),
      yacht_type: el.choice(...typesOf(i)),
      brokers: el.linked(brokerOf(i)),
      ...(options.yachtIds ? { api_data: el.custom(JSON.stringify({ id: `Y${i}` })) } : {}),
    };
    items.push(variant(`yacht_${i}`, 'yacht', 'en', elements));
    if (translated(i)) items.push(variant(`yacht_${i}`, 'yacht', 'es', { ...elements, name: el.text(`Yate ${i}`) }));
  }
  for (let b = 0; b < BROKERS; b += 1) {
    items.push(variant(`broker_${b}`, 'person', 'en', { name: el.text(`Broker ${b}`), office: el.linked(officeOf(b)) }));
  }
  for (let o = 0; o < OFFICES; o += 1) {
    items.push(
      variant(`office_${o}`, 'office', 'en', {
        name: el.text(`Office ${o}`),
        region: el.linked(`region_${o % REGIONS}`),
      }),
    );
  }
  for (let r = 0; r < REGIONS; r += 1) items.push(variant(`region_${r}`, 'region', 'en', { name: el.text(`Region ${r}`) }));
  return items;
};

export const generateScaleStore = (): StoreInput => {
  const items = scaleItems();
  return { ...fixtureInput(), published: items, preview: items };
};
