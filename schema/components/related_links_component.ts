/** related_links_component (spec 5.3): two links side by side, each with its own text. */
import { z } from 'zod';
import { RELATED_LINKS_MAX_BUTTONS, type Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

export type RelatedLink = { text: string | null; button: ButtonLinkProps };
export type RelatedLinksProps = { headline: string | null; links: RelatedLink[]; background: Background };

export const relatedLinksComponent = defineComponent({
  codename: 'related_links_component',
  elements: z.looseObject({
    headline: text().optional(),
    text_left: text().optional(),
    text_right: text().optional(),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): RelatedLinksProps => {
    const codenames = el.buttons?.value ?? [];
    if (codenames.length > RELATED_LINKS_MAX_BUTTONS) {
      ctx.report({
        item: ctx.item,
        element: 'buttons',
        problem: `Only the first ${RELATED_LINKS_MAX_BUTTONS} buttons are shown; ${codenames.length} are linked`,
      });
    }
    // Spec 5.3: the first button gets text_left, the second text_right.
    const texts = [optionalText(el.text_left), optionalText(el.text_right)];
    const links = codenames.slice(0, RELATED_LINKS_MAX_BUTTONS).flatMap((codename, index): RelatedLink[] =>
      linkedProps(ctx, buttonExternalInternalLink, 'buttons', [codename]).map((button) => ({
        text: texts[index] ?? null,
        button,
      })),
    );
    return { headline: optionalText(el.headline), links, background: toBackground(el.background_color__options) };
  },
});
