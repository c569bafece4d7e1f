/** button_container_component (spec 3.10): a row of buttons. */
import { z } from 'zod';
import { BUTTON_CONTAINER_ALIGNMENTS, BUTTON_CONTAINER_DEFAULTS, type Background, type ButtonContainerAlignment } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, choice, firstChoice, linkedItems, toBackground } from '../elements';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

export type ButtonContainerProps = {
  alignment: ButtonContainerAlignment;
  buttons: ButtonLinkProps[];
  background: Background;
};

export const buttonContainerComponent = defineComponent({
  codename: 'button_container_component',
  elements: z.looseObject({
    alignment: choice('Alignment', BUTTON_CONTAINER_ALIGNMENTS).optional(),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ButtonContainerProps => ({
    alignment: firstChoice(el.alignment, BUTTON_CONTAINER_DEFAULTS.alignment),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    background: toBackground(el.background_color__options),
  }),
});
