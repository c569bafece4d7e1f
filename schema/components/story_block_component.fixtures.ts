/** Raw items the story_block_component module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';
import { sampleButtons } from './buttons.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'story_block_component',
  valid: [
    {
      name: 'complete',
      elements: {
        label: fx.text('1990'),
        title: fx.text('A first office in Palma'),
        text: fx.richText('<p>Two brokers and one yacht.</p>'),
        media: dam(sampleImage),
        media_position: fx.choice('right'),
        buttons: fx.linked('b_charter'),
      },
      linked: sampleButtons,
    },
    { name: 'text only', elements: { title: fx.text('Today'), text: fx.richText('<p>Sixteen offices.</p>') } },
  ],
  invalid: [
    { why: 'text empty', element: 'text', elements: { title: fx.text('x'), text: fx.richText('<p><br></p>') } },
    { why: 'title missing', element: 'title', elements: { text: fx.richText('<p>x</p>') } },
  ],
});
