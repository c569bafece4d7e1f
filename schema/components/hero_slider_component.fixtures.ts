/** Raw items the hero_slider_component module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, item, sampleImage, sampleVideo } from '../fixtures';

const slides = [
  item('image_video_hero_component', 'slide_one', { headline: fx.text('Charter'), media: dam(sampleImage) }),
  item('image_video_hero_component', 'slide_two', { headline: fx.text('Cruising'), media: dam(sampleVideo) }),
];

export const fixtures = defineFixtures({
  codename: 'hero_slider_component',
  valid: [
    { name: 'two slides', elements: { slides: fx.linked('slide_one', 'slide_two'), autoplay: fx.choice('yes') }, linked: slides },
    {
      name: 'no loop, every 5 s',
      elements: {
        slides: fx.linked('slide_one', 'slide_two'),
        interval_seconds: fx.number(5),
        content_flags: fx.choice('swiper_loop_disabled'),
      },
      linked: slides,
    },
    { name: 'one slide', elements: { slides: fx.linked('slide_one') }, linked: slides },
  ],
  invalid: [
    { why: 'slides missing', element: 'slides', elements: { autoplay: fx.choice('yes') } },
    {
      why: 'interval too short',
      element: 'interval_seconds',
      elements: { slides: fx.linked('slide_one'), interval_seconds: fx.number(1) },
      linked: slides,
    },
  ],
});
