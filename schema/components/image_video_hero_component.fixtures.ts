/** Raw items the image_video_hero_component module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, item, sampleImage, sampleVideo } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'image_video_hero_component',
  valid: [
    {
      name: 'video with a button',
      elements: {
        headline: fx.text('Life at sea'),
        text: fx.text('A week in the Balearics'),
        media: dam(sampleVideo),
        size: fx.choice('medium'),
        buttons: fx.linked('hero_button'),
      },
      linked: [
        item('button__external___internal_link', 'hero_button', {
          button_text: fx.text('Charter'),
          link__external: fx.text('/yacht-charter'),
        }),
      ],
    },
    {
      name: 'image, animation off',
      elements: { headline: fx.text('At anchor'), media: dam(sampleImage), content_flags: fx.choice('animation_disabled') },
    },
    { name: 'headline only', elements: { headline: fx.text('At anchor') } },
  ],
  invalid: [
    { why: 'headline missing', element: 'headline', elements: { media: dam(sampleImage) } },
    { why: 'unknown flag', element: 'content_flags', elements: { headline: fx.text('x'), content_flags: fx.choice('sparkle') } },
    { why: 'media not a custom element', element: 'media', elements: { headline: fx.text('x'), media: fx.text('x') } },
  ],
});
