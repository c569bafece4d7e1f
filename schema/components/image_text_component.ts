/** image_text_component (spec 9.6): an image beside a title, rich text and buttons. */
import { z } from 'zod';
import { IMAGE_POSITIONS, IMAGE_TEXT_DEFAULTS, type Background, type ImagePosition } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, choice, dam, firstChoice, firstMedia, linkedItems, optionalText, richText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { toOptionalRichText, type RichTextValue } from '../rich-text';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

export type ImageTextProps = {
  title: string | null;
  text: RichTextValue | null;
  media: MediaItem | null;
  imagePosition: ImagePosition;
  buttons: ButtonLinkProps[];
  background: Background;
};

export const imageTextComponent = defineComponent({
  codename: 'image_text_component',
  elements: z.looseObject({
    title: text().optional(),
    text: richText().optional(),
    image: dam().optional(),
    image_position: choice('Image position', IMAGE_POSITIONS).optional(),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ImageTextProps => ({
    title: optionalText(el.title),
    text: toOptionalRichText(el.text),
    media: firstMedia(el.image, ctx.locale),
    imagePosition: firstChoice(el.image_position, IMAGE_TEXT_DEFAULTS.imagePosition),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    background: toBackground(el.background_color__options),
  }),
});
