/** image_teaser (spec 3.11): headline (may hold a line break), background image and a CTA. */
import { z } from 'zod';
import { defineComponent } from '../define';
import { dam, firstMedia, optionalText, requiredText, text } from '../elements';
import { navLink } from './nav-link';
import type { ImageTeaser } from './types';

export const imageTeaser = defineComponent({
  codename: 'image_teaser',
  elements: z.looseObject({
    headline: requiredText('Teaser headline is required'),
    text: text().optional(),
    background_image: dam().optional(),
    cta_text: text().optional(),
    cta_url: text().optional(),
  }),
  toProps: (el, ctx): ImageTeaser => {
    const ctaText = optionalText(el.cta_text);
    const ctaUrl = optionalText(el.cta_url);
    return {
      headline: el.headline.value.trim(),
      text: optionalText(el.text) ?? '',
      image: firstMedia(el.background_image, ctx.locale),
      cta: ctaText && ctaUrl ? navLink(ctaText, ctaUrl, ctx) : null,
    };
  },
});
