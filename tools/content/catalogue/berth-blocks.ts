/**
 * The berth and yacht-location components of detail pages (spec 2.9, 3.3): items with no text of
 * their own, since they show the page's berth or yacht.
 */
import type { Built } from '../pages/shared';
import { el, type Elements } from '../kontent';

const block = (prefix: string, type: 'berth_hero_component' | 'yacht_location_info_component', elements: Elements): Built => {
  const codename = `${prefix}__${type}`;
  return { codename, items: [{ type, codename, name: codename, variants: { en: elements, es: elements } }] };
};

/** Spec 2.9: the berth hero; `berths` is the listing order its previous/next links walk. */
export const berthHero = (prefix: string, berths: readonly string[]): Built => block(prefix, 'berth_hero_component', { berths: el.linked(...berths) });

/** Spec 3.3: the yacht's summer and winter cruising areas (and where a yacht for sale lies). */
export const yachtLocationInfo = (prefix: string, grey = false): Built => block(prefix, 'yacht_location_info_component', { background_color__options: grey ? el.choice('grey') : el.choice() });
