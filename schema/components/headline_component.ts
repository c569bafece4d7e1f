/** headline_component (spec 3.10, 5.2, 9.6): a section heading. */
import { z } from 'zod';
import {
  HEADING_COLORS,
  HEADING_COMPONENT_LEVELS,
  HEADING_COMPONENT_SIZE_FALLBACK,
  HEADING_COMPONENT_SIZES,
  HEADING_DEFAULTS,
  HEADING_LVL_SIZE,
  HEADING_POSITIONS,
  HEADING_VIEW_WIDTHS,
  type Background,
  type HeadingColor,
  type HeadingComponentLevel,
  type HeadingComponentSize,
  type HeadingPosition,
  type HeadingViewWidth,
} from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, choice, firstChoice, optionalText, requiredText, text, toBackground } from '../elements';

export type HeadlineProps = {
  text: string;
  level: HeadingComponentLevel;
  size: HeadingComponentSize;
  color: HeadingColor;
  position: HeadingPosition;
  viewWidth: HeadingViewWidth;
  /** Id a jump-to link can target, without '#'. */
  anchor: string | null;
  background: Background;
};

const isComponentSize = (size: string): size is HeadingComponentSize => HEADING_COMPONENT_SIZES.some((option) => option === size);

/** Spec 5.2: without a size, the size follows from the level; the component shows its own sizes only. */
export const sizeForLevel = (level: HeadingComponentLevel): HeadingComponentSize => {
  const lvl = Number(level.slice(1));
  const size: string | undefined = lvl === 2 || lvl === 3 || lvl === 4 || lvl === 5 ? HEADING_LVL_SIZE[lvl] : undefined;
  return size && isComponentSize(size) ? size : HEADING_COMPONENT_SIZE_FALLBACK;
};

/** An anchor editors may type as '#Charter guide' becomes the id 'charter-guide'. */
export const toAnchor = (value: string | null): string | null => {
  const id = value
    ?.replace(/^#+/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id ? id : null;
};

export const headlineComponent = defineComponent({
  codename: 'headline_component',
  elements: z.looseObject({
    text: requiredText('Headline text is required'),
    level: choice('Level', HEADING_COMPONENT_LEVELS).optional(),
    size: choice('Size', HEADING_COMPONENT_SIZES).optional(),
    color: choice('Color', HEADING_COLORS).optional(),
    position: choice('Position', HEADING_POSITIONS).optional(),
    view_width: choice('View width', HEADING_VIEW_WIDTHS).optional(),
    jump_to_anchor: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el): HeadlineProps => {
    const level = firstChoice(el.level, HEADING_DEFAULTS.level);
    return {
      text: el.text.value.trim(),
      level,
      size: firstChoice(el.size, sizeForLevel(level)),
      color: firstChoice(el.color, HEADING_DEFAULTS.color),
      position: firstChoice(el.position, HEADING_DEFAULTS.position),
      viewWidth: firstChoice(el.view_width, HEADING_DEFAULTS.viewWidth),
      anchor: toAnchor(optionalText(el.jump_to_anchor)),
      background: toBackground(el.background_color__options),
    };
  },
});
