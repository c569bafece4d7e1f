/**
 * The yacht page's own components (spec 2.8, 2.16): the hero, jump-to menu, key labels,
 * specification, features and share options. They have few elements: each shows the page's yacht.
 */
import type { YachtSectionId } from '../../../schema/components/jump_to_component';
import { el, type Elements } from '../kontent';
import type { Built, L } from '../pages/shared';

type YachtPart = 'yacht_hero_component' | 'jump_to_component' | 'yacht_labels_component' | 'specification_table_component' | 'yacht_feature_component' | 'content_share_component';

const part = (prefix: string, type: YachtPart, elements: (lang: 'en' | 'es') => Elements): Built => {
  const codename = `${prefix}__${type}`;
  return { codename, items: [{ type, codename, name: codename, variants: { en: elements('en'), es: elements('es') } }] };
};

const bg = (grey: boolean) => ({ background_color__options: el.choice(grey ? 'grey' : 'white') });

export const yachtHero = (prefix: string): Built => part(prefix, 'yacht_hero_component', () => bg(false));

/** Every section of a yacht page; a section another part of the page has not placed is hidden by the menu. */
const SECTIONS: YachtSectionId[] = ['overview', 'specification', 'features', 'gallery', 'deck-plan', 'video', 'location'];
export const jumpTo = (prefix: string): Built => part(prefix, 'jump_to_component', () => ({ sections: el.choice(...SECTIONS), ...bg(false) }));

export const yachtLabels = (prefix: string): Built => part(prefix, 'yacht_labels_component', () => bg(true));

const titled = (title: L, grey: boolean) => (lang: 'en' | 'es') => ({ title: el.text(title[lang]), ...bg(grey) });

export const specification = (prefix: string): Built => part(prefix, 'specification_table_component', titled({ en: 'Specification', es: 'Especificaciones' }, true));

export const features = (prefix: string, side: 'charter' | 'sale'): Built =>
  part(prefix, 'yacht_feature_component', titled(side === 'charter' ? { en: 'On board', es: 'A bordo' } : { en: 'Features', es: 'Equipamiento' }, false));

export const share = (prefix: string): Built => part(prefix, 'content_share_component', titled({ en: 'Share this yacht', es: 'Compartir este yate' }, false));
