/**
 * deck_plan_component (spec 2.8, 3.5): the page's yacht's deck plans as one section, labelled
 * 'Deckplan' unless the editor gives a label, under the motor or sail illustration of
 * `powerorsail` (spec 3.3, 9.6: motor by default); a plan opens in the lightbox.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, optionalText, text, toBackground } from '../elements';
import { deckplanSection } from '../yacht/gallery-view';
import { pageYacht } from '../yacht/view';
import { galleryYacht, toSectionProps, viewGalleryPart, type GallerySectionProps, type GalleryYacht } from './slider_gallery_component.view';

export type DeckPlanProps = {
  yacht: GalleryYacht | null;
  section: GallerySectionProps | null;
  background: Background;
  locale: Locale;
};

/** The section's anchor, the jump-to link's target (spec 4.5). */
export const DECK_PLAN_SECTION_ID = 'deck-plan' satisfies YachtSectionId;

export const deckPlanComponent = defineComponent({
  codename: 'deck_plan_component',
  elements: z.looseObject({
    label: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): DeckPlanProps => {
    const yacht = pageYacht(ctx);
    const section = deckplanSection(yacht ? viewGalleryPart(ctx, yacht) : undefined, optionalText(el.label));
    return {
      yacht: yacht ? galleryYacht(yacht) : null,
      section: section ? (toSectionProps([section], ctx.locale)[0] ?? null) : null,
      background: toBackground(el.background_color__options),
      locale: ctx.locale,
    };
  },
});
