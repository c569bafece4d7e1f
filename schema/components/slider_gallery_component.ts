/**
 * slider_gallery_component (spec 2.8, 3.5): the page's yacht's gallery as a slider, one tab per
 * section of the page's view (deck plans last), opening a lightbox with zoom.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';
import { gallerySections } from '../yacht/gallery-view';
import { pageYacht } from '../yacht/view';
import { galleryYacht, toSectionProps, viewGalleryPart, type GallerySectionProps, type GalleryYacht } from './slider_gallery_component.view';

export type SliderGalleryProps = {
  yacht: GalleryYacht | null;
  title: string | null;
  sections: GallerySectionProps[];
  background: Background;
  locale: Locale;
};

export const sliderGalleryComponent = defineComponent({
  codename: 'slider_gallery_component',
  elements: z.looseObject({
    title: text().optional(),
    deckplan_label: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SliderGalleryProps => {
    const yacht = pageYacht(ctx);
    const part = yacht ? viewGalleryPart(ctx, yacht) : undefined;
    return {
      yacht: yacht ? galleryYacht(yacht) : null,
      title: optionalText(el.title),
      sections: toSectionProps(gallerySections(part, optionalText(el.deckplan_label)), ctx.locale),
      background: toBackground(el.background_color__options),
      locale: ctx.locale,
    };
  },
});
