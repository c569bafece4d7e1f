/**
 * The gallery part of a yacht page (spec 2.8): after the features, a gallery teaser (charter
 * pages) or the slider gallery (sale pages), the deck plans and the video.
 */
import type { z } from 'zod';
import type { ComponentModules } from '../../../schema/components';
import { el, type Elements, type ItemSpec, type LanguageCodename } from '../kontent';
import type { Built, L } from '../pages/shared';

type GalleryCodename = 'gallery_teaser_for_yacht_component' | 'slider_gallery_component' | 'deck_plan_component' | 'ydp_media_component';
type ElementsFor<K extends GalleryCodename> = z.input<ComponentModules[K]['elements']> & Elements;

const part = <K extends GalleryCodename>(prefix: string, type: K, build: (lang: LanguageCodename) => ElementsFor<K>): Built => {
  const codename = `${prefix}__${type}`;
  const item: ItemSpec = { type, codename, name: codename, variants: { en: build('en'), es: build('es') } };
  return { codename, items: [item] };
};

const GALLERY: L = { en: 'Gallery', es: 'Galería' };
const DECK_PLANS: L = { en: 'Deck plans', es: 'Planos de cubierta' };
const VIDEO: L = { en: 'Video', es: 'Vídeo' };

export const yachtGalleryParts = (prefix: string, side: 'charter' | 'sale'): Built[] => [
  side === 'charter'
    ? part(prefix, 'gallery_teaser_for_yacht_component', (lang) => ({ title: el.text(GALLERY[lang]) }))
    : part(prefix, 'slider_gallery_component', (lang) => ({ title: el.text(GALLERY[lang]), deckplan_label: el.text(DECK_PLANS[lang]) })),
  part(prefix, 'deck_plan_component', (lang) => ({ label: el.text(DECK_PLANS[lang]), background_color__options: el.choice('grey') })),
  part(prefix, 'ydp_media_component', (lang) => ({ title: el.text(VIDEO[lang]) })),
];
