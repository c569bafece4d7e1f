/**
 * big_words_component (spec 2.16; 2.15 and 9.5 title-word animation; 3.10 content flags): a short
 * statement set very large, its words rising one after another as it scrolls into view. The spec
 * names the type only: `words` (the statement), `text` (a line under it) and the page builder's
 * `background_color__options` and `content_flags` are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, optionalText, requiredText, text, toBackground } from '../elements';
import { contentFlags, toContentFlags } from './content-flags';

export type BigWordsProps = { words: string; text: string | null; background: Background; animated: boolean };

export const bigWordsComponent = defineComponent({
  codename: 'big_words_component',
  elements: z.looseObject({
    words: requiredText('The big words are required'),
    text: text().optional(),
    background_color__options: background().optional(),
    content_flags: contentFlags().optional(),
  }),
  toProps: (el): BigWordsProps => ({
    words: el.words.value.trim(),
    text: optionalText(el.text),
    background: toBackground(el.background_color__options),
    animated: toContentFlags(el.content_flags).animated,
  }),
});
