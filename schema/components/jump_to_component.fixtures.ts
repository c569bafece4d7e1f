/** Raw items the jump_to_component module must accept and reject. */
import { defineFixtures, fx } from '../fixtures';
import { charterPage, yachtLinked } from './yacht-page.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'jump_to_component',
  valid: [
    { name: 'every section', elements: {}, page: charterPage, linked: yachtLinked },
    { name: 'chosen sections', elements: { sections: fx.choice('specification', 'overview') } },
  ],
  invalid: [{ why: 'unknown section', element: 'sections', elements: { sections: fx.choice('engine-room') } }],
});
