/**
 * list_item: one entry of the list blocks (list, definition list, horizontal list, three-in-one).
 * The spec names the blocks (2.16) but not their entries; modelled as a Kontent.ai content model
 * would: a title (the term of a definition list), a short text, an optional picture and link.
 * Spec 9.6 gives the three-in-one link its default '#', meaning 'no link'.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { THREE_IN_ONE_DEFAULTS } from '../constants/component-defaults';
import { isExternal } from '../links';
import { defineComponent } from '../define';
import { dam, firstMedia, optionalText, requiredText, text, background, toBackground } from '../elements';
import type { MediaItem } from '../media';

export type ListItemProps = {
  background: Background;
  itemId: string;
  title: string;
  text: string | null;
  media: MediaItem | null;
  /** Localised for an internal path; '#' (spec 9.6) when the entry links nowhere. */
  link: string;
  external: boolean;
};

/** Internal paths and http(s) only: content never holds a script URL. */
const SAFE_LINK = /^\s*($|#|\/|https?:\/\/)/i;

export const listItem = defineComponent({
  codename: 'list_item',
  elements: z.looseObject({
    title: requiredText('List entry title is required'),
    text: text().optional(),
    media: dam().optional(),
    link: text()
      .extend({
        value: z.string().regex(SAFE_LINK, 'Link must be a path starting with / or an http(s) URL'),
      })
      .optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ListItemProps => {
    const link = optionalText(el.link) ?? THREE_IN_ONE_DEFAULTS.link;
    const external = link !== '#' && isExternal(link);
    return {
      background: toBackground(el.background_color__options),
      itemId: ctx.item.id,
      title: el.title.value.trim(),
      text: optionalText(el.text),
      media: firstMedia(el.media, ctx.locale),
      link: link === '#' || external ? link : ctx.href(link),
      external,
    };
  },
});
