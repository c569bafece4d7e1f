/** Raw items the deck_plan_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { charterPage, salePage, sampleSailItem, sampleYachtItem } from './slider_gallery_component.sample';

export const fixtures = defineFixtures({
  codename: 'deck_plan_component',
  valid: [
    { name: 'charter page', elements: { label: fx.text('On board') }, page: charterPage(), linked: [sampleYachtItem] },
    { name: 'sale page, grey', elements: { background_color__options: fx.choice('grey') }, page: salePage(), linked: [sampleYachtItem] },
    { name: 'sailing yacht', elements: {}, page: charterPage(undefined, 'yacht_sail'), linked: [sampleSailItem] },
    { name: 'gallery file missing or failing', elements: {}, page: charterPage(null), linked: [sampleYachtItem] },
  ],
  invalid: [{ why: 'label not text', element: 'label', elements: { label: fx.number(3) }, page: charterPage(), linked: [sampleYachtItem] }],
});
