/**
 * gallery_teaser_for_yacht_component (spec 2.8, 3.5): a few pictures of the page's yacht in a
 * composed grid, with 'View all N photos' opening the lightbox at the first one.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, optionalText, text, toBackground } from '../elements';
import { gallerySections } from '../yacht/gallery-view';
import { pageYacht } from '../yacht/view';
import { galleryYacht, toSectionProps, viewGalleryPart, type GallerySectionProps, type GalleryYacht } from './slider_gallery_component.view';

export type GalleryTeaserForYachtProps = {
  yacht: GalleryYacht | null;
  title: string | null;
  /** Every picture of the view's sections (deck plans have their own component). */
  sections: GallerySectionProps[];
  background: Background;
  locale: Locale;
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
    const part = yacht ? viewGalleryPart(ctx, yacht) : undefined;
    return {
      yacht: yacht ? galleryYacht(yacht) : null,
      title: optionalText(el.title),
      sections: toSectionProps(gallerySections(part ? { ...part, deckplans: [] } : undefined), ctx.locale),
      background: toBackground(el.background_color__options),
      locale: ctx.locale,
    };
  },
});
