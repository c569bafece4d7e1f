/** Raw items the yacht_location_info_component module must accept and reject: it shows the page's yacht. */
import type { PageContext } from '../define';
import { defineFixtures, fx, item } from '../fixtures';
import { validYachtElements } from '../yacht/yacht.fixtures';

const yacht = validYachtElements[0] ?? {};
const linked = [item('yacht', 'yacht_aurora', yacht)];
const page = (yachtType: 'charter' | 'sale'): PageContext => ({ yachtType, yacht: 'yacht_aurora', berth: null, path: `/yacht-for-${yachtType}/aurora`, gallery: null });

export const fixtures = defineFixtures({
  codename: 'yacht_location_info_component',
  valid: [
    { name: 'sale page on grey', elements: { background_color__options: fx.choice('grey') }, page: page('sale'), linked },
    { name: 'charter page', elements: {}, page: page('charter'), linked },
  ],
  invalid: [{ why: 'background is text', element: 'background_color__options', elements: { background_color__options: fx.text('grey') }, page: page('charter'), linked }],
});
