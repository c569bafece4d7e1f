/**
 * scroll_anchor_component (spec 2.15 hash navigation, scroll-driven page; 3.10 content flags): the
 * 'scroll down' cue under an opening hero. It is a link to the place right below it, and that
 * place is its target, so the cue, '#id' links and the jump-to menu all land there. The spec names
 * the type only: `text` (the cue's words) and `anchor_text` (the target's name, from which its id
 * is made; listed in the jump-to menu when `content_flags` has 'jump-to enabled') are modelled as
 * Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { requiredText, text, optionalText, background, toBackground } from '../elements';
import { anchorId } from './anchor-id';
import { contentFlags, toContentFlags } from './content-flags';

export type ScrollAnchorProps = {
  background: Background;
  id: string;
  label: string;
  cue: string | null;
  inJumpTo: boolean;
  animated: boolean;
};

export const scrollAnchorComponent = defineComponent({
  codename: 'scroll_anchor_component',
  elements: z.looseObject({
    anchor_text: requiredText('Anchor text is required').extend({
      value: z.string().regex(/[A-Za-z0-9]/, 'Anchor text needs a letter or digit to make an id from'),
    }),
    text: text().optional(),
    content_flags: contentFlags().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el): ScrollAnchorProps => {
    const flags = toContentFlags(el.content_flags);
    return {
      background: toBackground(el.background_color__options),
      id: anchorId(el.anchor_text.value),
      label: el.anchor_text.value.trim(),
      cue: optionalText(el.text),
      inJumpTo: flags.jumpTo,
      animated: flags.animated,
    };
  },
});
