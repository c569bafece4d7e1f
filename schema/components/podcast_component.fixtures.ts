/** Raw items the podcast_component module must accept and reject (a type is one unit). */
import { charterSeasonEpisode } from '../catalogue/podcast.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'podcast_component',
  valid: [
    { name: 'one episode', elements: { title: fx.text('Listen'), podcasts: fx.linked('podcast_charter_season') }, linked: [charterSeasonEpisode] },
    { name: 'no episodes yet', elements: { podcasts: fx.linked() } },
  ],
  invalid: [
    { why: 'no episodes element', element: 'podcasts', elements: { title: fx.text('Listen') } },
    { why: 'episodes as text', element: 'podcasts', elements: { podcasts: fx.text('podcast_charter_season') } },
  ],
});
