/**
 * split_image_component (spec 2.16; 9.6 split image dimming 50%; 3.10 content flags): two pictures
 * side by side (stacked on phones), each dimmed so a title and a line of text read over it, with
 * an optional button. The spec gives the dimming default; `title`, `text`, `image_left`,
 * `image_right`, `dimming` (0-90 %) and `buttons` are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { SPLIT_IMAGE_DIMMING } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { dam, firstMedia, linkedItems, number, optionalText, requiredText, text, background, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';
import { contentFlags, toContentFlags } from './content-flags';

export type SplitImageProps = {
  background: Background;
  title: string;
  text: string | null;
  images: [MediaItem | null, MediaItem | null];
  /** Percent of black over the pictures. */
  dimming: number;
  buttons: ButtonLinkProps[];
  animated: boolean;
};

export const splitImageComponent = defineComponent({
  codename: 'split_image_component',
  elements: z.looseObject({
    title: requiredText('Title is required'),
    text: text().optional(),
    image_left: dam().optional(),
    image_right: dam().optional(),
    dimming: number()
      .extend({
        value: z.number().min(0, 'Dimming is 0 to 90 %').max(90, 'Dimming is 0 to 90 %').nullable(),
      })
      .optional(),
    buttons: linkedItems().optional(),
    content_flags: contentFlags().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SplitImageProps => ({
    background: toBackground(el.background_color__options),
    title: el.title.value.trim(),
    text: optionalText(el.text),
    images: [firstMedia(el.image_left, ctx.locale), firstMedia(el.image_right, ctx.locale)],
    dimming: el.dimming?.value ?? SPLIT_IMAGE_DIMMING,
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    animated: toContentFlags(el.content_flags).animated,
  }),
});
