/** Raw items the faq_audio_file module must accept and reject (a type is one unit). */
import { sampleAudio } from '../catalogue/podcast.fixtures';
import { dam, defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'faq_audio_file',
  valid: [
    { name: 'recording with transcript', elements: { title: fx.text('A broker answers'), dam_audio_file: dam(sampleAudio), transcript: fx.richText('<p>Book early for July.</p>') } },
    { name: 'recording only', elements: { dam_audio_file: dam(sampleAudio) } },
  ],
  invalid: [
    { why: 'no audio element', element: 'dam_audio_file', elements: { title: fx.text('Listen') } },
    { why: 'audio not DAM JSON', element: 'dam_audio_file', elements: { dam_audio_file: fx.custom('[{"id":1}]') } },
  ],
});
