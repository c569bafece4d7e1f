/** Raw items the faq_media_with_rich_text module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage, sampleVideo } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'faq_media_with_rich_text',
  valid: [
    {
      name: 'picture on the left',
      elements: { title: fx.text('Provisioning'), text: fx.richText('<p>The APA pays for fuel and food.</p>'), dam_media: dam(sampleImage), media_position: fx.choice('left') },
    },
    { name: 'video, default side', elements: { text: fx.richText('<p>On board.</p>'), dam_media: dam(sampleVideo) } },
    { name: 'text without media', elements: { text: fx.richText('<p>Words only.</p>') } },
  ],
  invalid: [
    { why: 'no text', element: 'text', elements: { dam_media: dam(sampleImage) } },
    { why: 'unknown media position', element: 'media_position', elements: { text: fx.richText('<p>x</p>'), media_position: fx.choice('top') } },
  ],
});
