/**
 * story_block_component (spec 2.16; 2.15 scroll-driven animation; 3.10 content flags): a chapter of
 * a story, a large picture with a numbered or dated label, a title, a paragraph and buttons. The
 * spec names the type only: `label`, `title`, `text` (rich text), `media`, `media_position`
 * (left, right; default left, the opposite of image-text's default so the two alternate) and
 * `buttons` are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import { IMAGE_POSITIONS, type Background, type ImagePosition } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, choice, dam, firstChoice, firstMedia, linkedItems, optionalText, requiredRichText, requiredText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { toRichText, type RichTextValue } from '../rich-text';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';
import { contentFlags, toContentFlags } from './content-flags';

export type StoryBlockProps = {
  label: string | null;
  title: string;
  text: RichTextValue;
  media: MediaItem | null;
  mediaPosition: ImagePosition;
  buttons: ButtonLinkProps[];
  background: Background;
  animated: boolean;
};

export const storyBlockComponent = defineComponent({
  codename: 'story_block_component',
  elements: z.looseObject({
    label: text().optional(),
    title: requiredText('Story title is required'),
    text: requiredRichText('Story text is required'),
    media: dam().optional(),
    media_position: choice('Media position', IMAGE_POSITIONS).optional(),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
    content_flags: contentFlags().optional(),
  }),
  toProps: (el, ctx): StoryBlockProps => ({
    label: optionalText(el.label),
    title: el.title.value.trim(),
    text: toRichText(el.text),
    media: firstMedia(el.media, ctx.locale),
    mediaPosition: firstChoice(el.media_position, 'left'),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    background: toBackground(el.background_color__options),
    animated: toContentFlags(el.content_flags).animated,
  }),
});
