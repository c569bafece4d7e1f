/**
 * action_bar_component (spec 2.16; 2.13 buttons may open the drawers): a navy bar with one line of
 * text and one or two buttons, to close a section with what to do next. The spec names the type
 * only: `text` and `buttons` (at most two shown) are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { linkedItems, requiredText, background, toBackground } from '../elements';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

/** Buttons an action bar shows. */
export const ACTION_BAR_MAX_BUTTONS = 2;

export type ActionBarProps = {
  background: Background;
  text: string;
  buttons: ButtonLinkProps[];
};

export const actionBarComponent = defineComponent({
  codename: 'action_bar_component',
  elements: z.looseObject({
    text: requiredText('Action bar text is required'),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ActionBarProps => ({
    background: toBackground(el.background_color__options),
    text: el.text.value.trim(),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', (el.buttons?.value ?? []).slice(0, ACTION_BAR_MAX_BUTTONS)),
  }),
});
