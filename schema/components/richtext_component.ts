/** richtext_component: a block of editorial rich text. */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, requiredRichText, toBackground } from '../elements';
import { toRichText, type RichTextValue } from '../rich-text';

export type RichTextProps = { content: RichTextValue; background: Background };

export const richtextComponent = defineComponent({
  codename: 'richtext_component',
  elements: z.looseObject({
    content: requiredRichText('Rich text content is required'),
    background_color__options: background().optional(),
  }),
  toProps: (el): RichTextProps => ({
    content: toRichText(el.content),
    background: toBackground(el.background_color__options),
  }),
});
