/** Raw items the page_cover_component module must accept and reject (DESIGN.md: a type is one unit). */
import { dam, defineFixtures, fx, sampleImage, sampleVideo, item } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'page_cover_component',
  valid: [
    {
      name: 'complete',
      elements: {
        title: fx.text('Yacht charter'),
        subtitle: fx.text('The Mediterranean, your way'),
        image_video: dam(sampleImage),
        vertical_alignment: fx.choice('bottom'),
        horizontal_alignment: fx.choice('center'),
        size: fx.choice('large'),
        buttons: fx.linked('cover_button'),
        background_color__options: fx.choice('white'),
      },
      linked: [
        item('button__external___internal_link', 'cover_button', {
          button_text: fx.text('Charter a yacht'),
          link__external: fx.text('/yacht-charter'),
        }),
      ],
    },
    { name: 'video cover', elements: { title: fx.text('Cruising'), image_video: dam(sampleVideo) } },
    { name: 'minimal', elements: { title: fx.text('Yacht charter') } },
  ],
  invalid: [
    { why: 'title missing', element: 'title', elements: { subtitle: fx.text('x') } },
    { why: 'title blank', element: 'title', elements: { title: fx.text('   ') } },
    { why: 'unknown size', element: 'size', elements: { title: fx.text('x'), size: fx.choice('huge') } },
    { why: 'media not a custom element', element: 'image_video', elements: { title: fx.text('x'), image_video: fx.text('x') } },
  ],
});
