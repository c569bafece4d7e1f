/**
 * Spec 3.10 'CTA: text and to (slug)': a call to action written as two text elements, its words and
 * its link. A link starting with '/' is an internal path, localised for the page; anything else is
 * external (spec 2.14). Used by the FAQ overview and FAQ groups.
 */
import { z } from 'zod';
import type { MapContext } from './define';
import { text } from './elements';
import { isExternal } from './links';

export type Cta = { text: string; href: string; external: boolean };

/** Internal paths, anchors, http(s), mailto: and tel: only, so content can never hold a script URL. */
export const ctaLinkElement = () =>
  text().extend({
    value: z.string().regex(/^\s*($|[/#]|https?:\/\/|mailto:|tel:)/i, "CTA link must start with '/', '#', 'https://', 'mailto:' or 'tel:'"),
  });

/** The CTA, or null when it has no words; words without a link are reported to the editor. */
export const ctaOf = (words: { value: string } | undefined, link: { value: string } | undefined, ctx: MapContext, element = 'cta_link'): Cta | null => {
  const label = words?.value.trim() ?? '';
  const to = link?.value.trim() ?? '';
  if (!label) return null;
  if (!to) {
    ctx.report({ item: ctx.item, element, problem: `The call to action '${label}' has no link; it is not shown` });
    return null;
  }
  const external = isExternal(to) && !to.startsWith('#');
  return { text: label, href: external || to.startsWith('#') ? to : ctx.href(to), external };
};
