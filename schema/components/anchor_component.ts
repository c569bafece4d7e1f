/**
 * anchor_component (spec 3.10 'Anchor: anchorText'; 2.15 hash navigation; 4.5 jump-to): a named
 * place in a page. Its id is made from `anchor_text`, so '#the-text' scrolls to it, and the page's
 * jump-to menu lists it under that text. It draws nothing a visitor sees.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { requiredText, background, toBackground } from '../elements';
import { anchorId } from './anchor-id';

export type AnchorProps = { background: Background; id: string; text: string };

export const anchorComponent = defineComponent({
  codename: 'anchor_component',
  elements: z.looseObject({
    anchor_text: requiredText('Anchor text is required').extend({
      value: z.string().regex(/[A-Za-z0-9]/, 'Anchor text needs a letter or digit to make an id from'),
    }),
    background_color__options: background().optional(),
  }),
  toProps: (el): AnchorProps => ({
    background: toBackground(el.background_color__options),
    id: anchorId(el.anchor_text.value),
    text: el.anchor_text.value.trim(),
  }),
});
