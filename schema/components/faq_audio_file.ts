/**
 * faq_audio_file (spec 2.16): an answer told by a broker, played by the browser's own player, with
 * its words written out for those who cannot listen. The spec names only the type; modelled as a
 * Kontent.ai editor would fill it, after the podcast's `dam_audio_file` (spec 3.10): an optional
 * `title`, `dam_audio_file` (an audio file of the DAM) and `transcript` (rich text), on the shared
 * background (spec 3.2).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, dam, firstMedia, optionalText, richText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { toOptionalRichText, type RichTextValue } from '../rich-text';

export type FaqAudioFileProps = {
  title: string | null;
  audio: MediaItem;
  transcript: RichTextValue | null;
  background: Background;
};

export const faqAudioFile = defineComponent({
  codename: 'faq_audio_file',
  elements: z.looseObject({
    title: text().optional(),
    dam_audio_file: dam(),
    transcript: richText().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): FaqAudioFileProps => {
    const audio = firstMedia({ value: el.dam_audio_file.value.filter((raw) => raw.type.startsWith('audio/')) }, ctx.locale);
    // Nothing to play: the block is skipped and the editor told (spec 8.2).
    if (!audio) {
      ctx.report({ item: ctx.item, element: 'dam_audio_file', problem: 'Choose an audio file (mp3, m4a, wav, ogg) from the DAM' });
      throw new Error('there is no audio file to play');
    }
    return {
      title: optionalText(el.title),
      audio,
      transcript: toOptionalRichText(el.transcript),
      background: toBackground(el.background_color__options),
    };
  },
});
