/**
 * faq__media_gallery (spec 2.16): pictures that answer a question better than words (a cabin
 * layout, a marina), shown together with their captions. The spec names only the type; modelled as
 * a Kontent.ai editor would fill it: an optional `title` and `dam_media` (several DAM images, their
 * descriptions as captions, spec 3.6), on the shared background (spec 3.2). No slider: every
 * picture is on the page, so it works without JavaScript.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, dam, optionalText, text, toBackground } from '../elements';
import { toMediaItem, type MediaItem } from '../media';

export type FaqMediaGalleryProps = { title: string | null; media: MediaItem[]; background: Background };

export const faqMediaGallery = defineComponent({
  codename: 'faq__media_gallery',
  elements: z.looseObject({
    title: text().optional(),
    dam_media: dam(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): FaqMediaGalleryProps => {
    const all = el.dam_media.value.map((raw) => toMediaItem(raw, ctx.locale));
    const skipped = all.filter((media) => !media.isImage);
    if (skipped.length > 0) {
      ctx.report({ item: ctx.item, element: 'dam_media', problem: `Only images are shown in a gallery; left out: ${skipped.map((media) => media.name).join(', ')}` });
    }
    return { title: optionalText(el.title), media: all.filter((media) => media.isImage), background: toBackground(el.background_color__options) };
  },
});
