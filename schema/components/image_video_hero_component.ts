/**
 * image_video_hero_component (spec 2.16; 4.7 and 2.5: its media is the page's social image, a
 * video contributing its poster): a full-bleed image or video with a headline and buttons. A video
 * plays muted and inline in a loop over its poster. The element `media` is the one spec 4.7 reads;
 * headline, text, buttons and size are modelled as the page cover's (9.6 cover defaults), and
 * `content_flags` is spec 3.10's (animation disabled turns the title-word animation off).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { PAGE_COVER_DEFAULTS, PAGE_COVER_SIZES, type PageCoverSize } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { choice, dam, firstChoice, firstMedia, linkedItems, optionalText, requiredText, text, background, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';
import { contentFlags, toContentFlags } from './content-flags';

export type ImageVideoHeroProps = {
  background: Background;
  headline: string;
  text: string | null;
  media: MediaItem | null;
  size: PageCoverSize;
  buttons: ButtonLinkProps[];
  animated: boolean;
};

export const imageVideoHeroComponent = defineComponent({
  codename: 'image_video_hero_component',
  elements: z.looseObject({
    headline: requiredText('Hero headline is required'),
    text: text().optional(),
    media: dam().optional(),
    size: choice('Size', PAGE_COVER_SIZES).optional(),
    buttons: linkedItems().optional(),
    content_flags: contentFlags().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ImageVideoHeroProps => ({
    background: toBackground(el.background_color__options),
    headline: el.headline.value.trim(),
    text: optionalText(el.text),
    media: firstMedia(el.media, ctx.locale),
    size: firstChoice(el.size, PAGE_COVER_DEFAULTS.size),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    animated: toContentFlags(el.content_flags).animated,
  }),
});
