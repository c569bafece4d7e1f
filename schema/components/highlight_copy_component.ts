/**
 * highlight_copy_component (spec 2.16; 2.15 scroll-driven animation; 3.10 content flags): a short
 * paragraph set large, with one phrase of it picked out in gold. The spec names the type only:
 * `headline` (a small label above), `copy` (the paragraph) and `highlight` (the phrase, which must
 * appear in the copy to be marked) are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, optionalText, requiredText, text, toBackground } from '../elements';
import { contentFlags, toContentFlags } from './content-flags';

/** The copy in three parts: before the highlight, the highlight, after it (empty when absent). */
export type HighlightCopyProps = {
  headline: string | null;
  copy: [before: string, highlight: string, after: string];
  background: Background;
  animated: boolean;
};

const split = (copy: string, phrase: string | null): [string, string, string] => {
  const at = phrase ? copy.toLowerCase().indexOf(phrase.toLowerCase()) : -1;
  if (!phrase || at < 0) return [copy, '', ''];
  return [copy.slice(0, at), copy.slice(at, at + phrase.length), copy.slice(at + phrase.length)];
};

export const highlightCopyComponent = defineComponent({
  codename: 'highlight_copy_component',
  elements: z.looseObject({
    headline: text().optional(),
    copy: requiredText('Copy is required'),
    highlight: text().optional(),
    background_color__options: background().optional(),
    content_flags: contentFlags().optional(),
  }),
  toProps: (el, ctx): HighlightCopyProps => {
    const copy = el.copy.value.trim();
    const phrase = optionalText(el.highlight);
    if (phrase && !copy.toLowerCase().includes(phrase.toLowerCase())) {
      ctx.report({ item: ctx.item, element: 'highlight', problem: `'${phrase}' does not appear in the copy, so nothing is highlighted` });
    }
    return {
      headline: optionalText(el.headline),
      copy: split(copy, phrase),
      background: toBackground(el.background_color__options),
      animated: toContentFlags(el.content_flags).animated,
    };
  },
});
