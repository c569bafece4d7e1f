/**
 * gallery_teaser_for_yacht_component (spec 2.8, 3.5): a few pictures of the page's yacht in a
 * composed grid, with 'View all N photos' opening the lightbox at the first one.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, NO_PAGE } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, optionalText, text, toBackground } from '../elements';
import { gallerySections } from '../yacht/gallery-view';
import { pageYacht, type YachtView } from '../yacht/view';
import type { GalleryJson } from '../yacht/gallery';
import type { SimilarTo } from '../yacht/similar-response';
import { galleryYacht, toSectionProps, viewGalleryPart, type GallerySectionProps, type GalleryYacht } from './slider_gallery_component.view';

export type GalleryTeaserForYachtProps = {
  yacht: GalleryYacht | null;
  title: string | null;
  /** Every picture of the view's sections (deck plans have their own component). */
  sections: GallerySectionProps[];
  /** What the yacht-gallery route is asked for the lightbox's pictures (null: the page hands them over). */
  pictures: SimilarTo | null;
  background: Background;
  locale: Locale;
};

/** The view's gallery sections without the deck plans: the teaser's, and the yacht-gallery route's answer. */
export const teaserSections = (gallery: GalleryJson | null, yacht: YachtView, locale: Locale): GallerySectionProps[] => {
  const part = viewGalleryPart({ page: { ...NO_PAGE, gallery } }, yacht);
  return toSectionProps(gallerySections(part ? { ...part, deckplans: [] } : undefined), locale);
};

/** The section's anchor, the jump-to link's target (spec 4.5). */
export const GALLERY_SECTION_ID = 'gallery' satisfies YachtSectionId;

export const galleryTeaserForYachtComponent = defineComponent({
  codename: 'gallery_teaser_for_yacht_component',
  elements: z.looseObject({
    title: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): GalleryTeaserForYachtProps => {
    const yacht = pageYacht(ctx);
    return {
      yacht: yacht ? galleryYacht(yacht) : null,
      title: optionalText(el.title),
      sections: yacht ? teaserSections(ctx.page.gallery, yacht, ctx.locale) : [],
      pictures: yacht?.view ? { yacht: yacht.codename, view: yacht.view } : null,
      background: toBackground(el.background_color__options),
      locale: ctx.locale,
    };
  },
});
