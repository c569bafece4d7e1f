/** Sample podcast episodes (spec 3.10) in the Delivery API's shape, linked by podcast_component's fixtures. */
import { dam, fx, item, sampleImage, type RejectedElements } from '../fixtures';

export const sampleAudio = {
  ...sampleImage,
  id: '3f6a2b1c-7d8e-4f90-a1b2-c3d4e5f6a7b8',
  url: '/media/3f6a2b1c-7d8e-4f90-a1b2-c3d4e5f6a7b8/charter-season.wav',
  name: 'charter-season.wav',
  type: 'audio/wav',
  width: 0,
  height: 0,
  alt: { en: 'charter-season.wav', es: 'charter-season.wav' },
  description: null,
};

export const charterSeasonEpisode = item('podcast', 'podcast_charter_season', {
  title: fx.text('Reading the charter season'),
  author_name: fx.text('Claire Rousseau'),
  dam_audio_file: dam(sampleAudio),
  dam_author_picture: dam(sampleImage),
  description: fx.richText('<p>Where demand is heading this summer.</p>'),
  transcript: fx.richText('<p>Welcome aboard the Halcyon podcast.</p>'),
  episode: fx.number(1),
  duration_minutes: fx.number(34),
  published: { type: 'date_time', name: 'Published', value: '2025-04-08T09:00:00Z', display_timezone: 'Europe/Monaco' },
});

export const samplePodcasts = [charterSeasonEpisode];

export const validPodcastElements: Record<string, unknown>[] = [charterSeasonEpisode.elements, { title: fx.text('Minimal'), dam_audio_file: dam(sampleAudio) }];
export const invalidPodcastElements: RejectedElements[] = [
  { why: 'no title', elements: { dam_audio_file: dam(sampleAudio) } },
  { why: 'no audio element', elements: { title: fx.text('Episode') } },
  { why: 'audio file not DAM JSON', elements: { title: fx.text('Episode'), dam_audio_file: fx.custom('not json') } },
];
