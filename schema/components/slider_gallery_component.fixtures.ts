/** Raw items the slider_gallery_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { charterPage, salePage, sampleSailItem, sampleYachtItem } from './slider_gallery_component.sample';

export const fixtures = defineFixtures({
  codename: 'slider_gallery_component',
  valid: [
    { name: 'charter page', elements: { title: fx.text('On board') }, page: charterPage(), linked: [sampleYachtItem] },
    { name: 'sale page, grey', elements: { background_color__options: fx.choice('grey') }, page: salePage(), linked: [sampleYachtItem] },
    { name: 'sailing yacht', elements: {}, page: charterPage(undefined, 'yacht_sail'), linked: [sampleSailItem] },
    { name: 'gallery file missing or failing', elements: {}, page: charterPage(null), linked: [sampleYachtItem] },
  ],
  invalid: [{ why: 'title not text', element: 'title', elements: { title: fx.number(3) }, page: charterPage(), linked: [sampleYachtItem] }],
});
