/**
 * The `podcast` content type: one episode. From spec 3.10 ('Podcast: title, authorName,
 * damAudioFile, damAuthorPicture'): `title`, `author_name`, `dam_audio_file` and
 * `dam_author_picture`. Modelled beyond the spec, as an editor fills them in: `description` (what
 * the episode is about), `transcript` (its words, for visitors who cannot listen), `episode`,
 * `duration_minutes`, `published` and `author` (the person item of the host).
 */
import { z } from 'zod';
import { defineComponent } from '../define';
import { dam, firstMedia, linkedItems, number, optionalText, requiredText, richText, text } from '../elements';
import { dateTimeElement } from '../kontent';
import type { Locale } from '../constants/locale';
import type { MediaItem } from '../media';
import { toOptionalRichText, type RichTextValue } from '../rich-text';

export type PodcastEpisode = {
  itemId: string;
  title: string;
  authorName: string | null;
  authorPicture: MediaItem | null;
  /** The DAM audio file the browser's own player plays; null (and reported) when it is not audio. */
  audio: MediaItem | null;
  description: RichTextValue | null;
  transcript: RichTextValue | null;
  episode: number | null;
  minutes: number | null;
  /** Publication: the ISO date-time and the date as the page's language writes it. */
  published: { iso: string; text: string } | null;
};

/** Dates as a European brokerage writes them: 8 April 2025, 8 de abril de 2025. */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' };

/** The date in the page's language and the editor's display time zone (the CMS sends UTC). */
const publishedOf = (value: string | null | undefined, zone: string | null | undefined, locale: Locale) => {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  const options = { dateStyle: 'long', timeZone: zone ?? 'UTC' } as const;
  let text: string;
  try {
    text = new Intl.DateTimeFormat(DATE_LOCALES[locale], options).format(new Date(value));
  } catch {
    text = new Intl.DateTimeFormat(DATE_LOCALES[locale], { ...options, timeZone: 'UTC' }).format(new Date(value));
  }
  return { iso: value, text };
};

const positive = (value: number | null | undefined): number | null => (value && value > 0 ? value : null);

export const podcast = defineComponent({
  codename: 'podcast',
  elements: z.looseObject({
    title: requiredText('The episode title is required'),
    author_name: text().optional(),
    author: linkedItems().optional(),
    dam_audio_file: dam(),
    dam_author_picture: dam().optional(),
    description: richText().optional(),
    transcript: richText().optional(),
    episode: number().optional(),
    duration_minutes: number().optional(),
    published: dateTimeElement.optional(),
  }),
  toProps: (el, ctx): PodcastEpisode => {
    const audio = firstMedia(el.dam_audio_file, ctx.locale);
    if (!audio || !audio.isAudio) {
      ctx.report({
        item: ctx.item,
        element: 'dam_audio_file',
        problem: audio ? `'${audio.name}' is ${audio.type}, not an audio file; the player is not shown` : 'No audio file is chosen; the player is not shown',
      });
    }
    return {
      itemId: ctx.item.id,
      title: el.title.value.trim(),
      authorName: optionalText(el.author_name),
      authorPicture: firstMedia(el.dam_author_picture, ctx.locale),
      audio: audio?.isAudio ? audio : null,
      description: toOptionalRichText(el.description),
      transcript: toOptionalRichText(el.transcript),
      episode: positive(el.episode?.value),
      minutes: positive(el.duration_minutes?.value),
      published: publishedOf(el.published?.value, el.published?.display_timezone, ctx.locale),
    };
  },
});
