/**
 * podcast_component (spec 2.16, 3.10): podcast episodes, each with its title, its author's name
 * and picture, the DAM audio file in the browser's own player, and its description and
 * transcript. The episode elements are the podcast item's (schema/catalogue/podcast.ts, spec 3.10);
 * the block itself is modelled as a Kontent.ai editor would fill it: an optional `title`,
 * `podcasts` (linked podcast items, newest first as the editor orders them) and the shared
 * background (spec 3.2).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { podcast, type PodcastEpisode } from '../catalogue/podcast';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';

export type PodcastProps = { title: string | null; episodes: PodcastEpisode[]; background: Background };

export const podcastComponent = defineComponent({
  codename: 'podcast_component',
  elements: z.looseObject({
    title: text().optional(),
    podcasts: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): PodcastProps => ({
    title: optionalText(el.title),
    // An episode without an audio file has nothing to play: it is reported and left out.
    episodes: linkedProps(ctx, podcast, 'podcasts', el.podcasts.value).filter((episode) => episode.audio !== null),
    background: toBackground(el.background_color__options),
  }),
});
