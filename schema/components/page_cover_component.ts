/** page_cover_component (spec 4.7, 9.6): the full-bleed cover at the top of a page. */
import { z } from 'zod';
import {
  HORIZONTAL_ALIGNMENTS,
  PAGE_COVER_DEFAULTS,
  PAGE_COVER_SIZES,
  VERTICAL_ALIGNMENTS,
  type Background,
  type HorizontalAlignment,
  type PageCoverSize,
  type VerticalAlignment,
} from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, choice, dam, firstChoice, firstMedia, linkedItems, optionalText, requiredText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

export type PageCoverProps = {
  title: string;
  subtitle: string | null;
  media: MediaItem | null;
  verticalAlignment: VerticalAlignment;
  horizontalAlignment: HorizontalAlignment;
  size: PageCoverSize;
  buttons: ButtonLinkProps[];
  background: Background;
};

export const pageCoverComponent = defineComponent({
  codename: 'page_cover_component',
  elements: z.looseObject({
    title: requiredText('Cover title is required'),
    subtitle: text().optional(),
    image_video: dam().optional(),
    vertical_alignment: choice('Vertical alignment', VERTICAL_ALIGNMENTS).optional(),
    horizontal_alignment: choice('Horizontal alignment', HORIZONTAL_ALIGNMENTS).optional(),
    size: choice('Size', PAGE_COVER_SIZES).optional(),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): PageCoverProps => ({
    title: el.title.value.trim(),
    subtitle: optionalText(el.subtitle),
    media: firstMedia(el.image_video, ctx.locale),
    verticalAlignment: firstChoice(el.vertical_alignment, PAGE_COVER_DEFAULTS.vertical),
    horizontalAlignment: firstChoice(el.horizontal_alignment, PAGE_COVER_DEFAULTS.horizontal),
    size: firstChoice(el.size, PAGE_COVER_DEFAULTS.size),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    background: toBackground(el.background_color__options),
  }),
});
