/** spacer_component (spec 3.10, 9.6): vertical space between sections. */
import { z } from 'zod';
import { SPACER_DEFAULTS, SPACER_SIZES, type Background, type SpacerSize } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, choice, firstChoice, toBackground } from '../elements';

export type SpacerProps = { size: SpacerSize; background: Background };

export const spacerComponent = defineComponent({
  codename: 'spacer_component',
  elements: z.looseObject({
    size: choice('Size', SPACER_SIZES).optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el): SpacerProps => ({
    size: firstChoice(el.size, SPACER_DEFAULTS.size),
    background: toBackground(el.background_color__options),
  }),
});
