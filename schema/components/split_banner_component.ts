/** split_banner_component (spec 9.6): a half image, half text banner. */
import { z } from 'zod';
import { SPLIT_BANNER_BUTTON_THEMES, SPLIT_BANNER_DEFAULTS, SPLIT_BANNER_HORIZONTAL_ALIGNMENTS, VERTICAL_ALIGNMENTS, type Background, type VerticalAlignment } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, choice, dam, firstChoice, firstMedia, linkedItems, requiredText, richText, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { toOptionalRichText, type RichTextValue } from '../rich-text';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

type SplitBannerButtonTheme = (typeof SPLIT_BANNER_BUTTON_THEMES)[number];

export type SplitBannerProps = {
  title: string;
  text: RichTextValue | null;
  media: MediaItem | null;
  verticalAlignment: VerticalAlignment;
  /** The side the text sits on. */
  horizontalAlignment: (typeof SPLIT_BANNER_HORIZONTAL_ALIGNMENTS)[number];
  buttonTheme: SplitBannerButtonTheme;
  /** Buttons take the banner's button theme. */
  buttons: ButtonLinkProps[];
  background: Background;
};

export const splitBannerComponent = defineComponent({
  codename: 'split_banner_component',
  elements: z.looseObject({
    title: requiredText('Banner title is required'),
    text: richText().optional(),
    image: dam().optional(),
    vertical_alignment: choice('Vertical alignment', VERTICAL_ALIGNMENTS).optional(),
    horizontal_alignment: choice('Horizontal alignment', SPLIT_BANNER_HORIZONTAL_ALIGNMENTS).optional(),
    buttons: linkedItems().optional(),
    button_theme: choice('Button theme', SPLIT_BANNER_BUTTON_THEMES).optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SplitBannerProps => {
    const buttonTheme = firstChoice(el.button_theme, SPLIT_BANNER_DEFAULTS.button);
    return {
      title: el.title.value.trim(),
      text: toOptionalRichText(el.text),
      media: firstMedia(el.image, ctx.locale),
      verticalAlignment: firstChoice(el.vertical_alignment, SPLIT_BANNER_DEFAULTS.vertical),
      horizontalAlignment: firstChoice(el.horizontal_alignment, SPLIT_BANNER_DEFAULTS.horizontal),
      buttonTheme,
      buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []).map((button) => ({
        ...button,
        theme: buttonTheme,
      })),
      background: toBackground(el.background_color__options),
    };
  },
});
