/**
 * faq_media_with_rich_text (spec 2.16): a picture or video of the DAM beside an FAQ passage. The
 * spec names only the type; modelled as a Kontent.ai editor would fill it: an optional `title`,
 * the `text` (rich text, required), `dam_media` (an image or a video) and `media_position` (left or
 * right, default right as image_text_component's, spec 9.6), on the shared background (spec 3.2).
 * The media's description (spec 3.6) is its caption.
 */
import { z } from 'zod';
import { IMAGE_POSITIONS, IMAGE_TEXT_DEFAULTS, type Background, type ImagePosition } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, choice, dam, firstChoice, firstMedia, optionalText, requiredRichText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { toRichText, type RichTextValue } from '../rich-text';

export type FaqMediaWithRichTextProps = {
  title: string | null;
  text: RichTextValue;
  media: MediaItem | null;
  mediaPosition: ImagePosition;
  background: Background;
};

export const faqMediaWithRichText = defineComponent({
  codename: 'faq_media_with_rich_text',
  elements: z.looseObject({
    title: text().optional(),
    text: requiredRichText('The text is required'),
    dam_media: dam().optional(),
    media_position: choice('Media position', IMAGE_POSITIONS).optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): FaqMediaWithRichTextProps => {
    const media = firstMedia(el.dam_media, ctx.locale);
    if (media && !media.isImage && !media.isVideo) {
      ctx.report({ item: ctx.item, element: 'dam_media', problem: `'${media.name}' is ${media.type}; only an image or a video is shown here` });
    }
    return {
      title: optionalText(el.title),
      text: toRichText(el.text),
      media: media && (media.isImage || media.isVideo) ? media : null,
      mediaPosition: firstChoice(el.media_position, IMAGE_TEXT_DEFAULTS.imagePosition),
      background: toBackground(el.background_color__options),
    };
  },
});
