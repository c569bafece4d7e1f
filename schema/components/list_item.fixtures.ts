/** Raw items the list_item module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'list_item',
  valid: [
    { name: 'title only', elements: { title: fx.text('Crew') } },
    {
      name: 'complete',
      elements: { title: fx.text('Charter'), text: fx.text('A week at sea'), media: dam(sampleImage), link: fx.text('/yacht-charter') },
    },
    { name: 'external link', elements: { title: fx.text('Crew network'), link: fx.text('https://crew.example.com') } },
  ],
  invalid: [
    { why: 'title missing', element: 'title', elements: { text: fx.text('x') } },
    { why: 'script link', element: 'link', elements: { title: fx.text('x'), link: fx.text('javascript:alert(1)') } },
  ],
});
