/** Raw items the manual_yacht_grid module must accept and reject (spec 3.10 'Yacht list block'). */
import { defineFixtures, fx, item } from '../fixtures';
import { validYachtElements } from '../yacht/yacht.fixtures';

const [aurora = {}, ghost = {}] = validYachtElements;
const linked = [item('yacht', 'yacht_aurora', aurora), item('yacht', 'yacht_ghost', ghost)];

export const fixtures = defineFixtures({
  codename: 'manual_yacht_grid',
  valid: [
    { name: 'charter list', elements: { yachts: fx.linked('yacht_aurora', 'yacht_ghost'), market_status: fx.choice('charter') }, linked },
    { name: 'no status', elements: { yachts: fx.linked('yacht_aurora', 'yacht_ghost') }, linked },
    { name: 'empty', elements: { yachts: fx.linked() } },
  ],
  invalid: [
    { why: 'unknown market status', element: 'market_status', elements: { yachts: fx.linked(), market_status: fx.choice('rent') } },
    { why: 'yachts not linked items', element: 'yachts', elements: { yachts: fx.text('aurora') } },
  ],
});
