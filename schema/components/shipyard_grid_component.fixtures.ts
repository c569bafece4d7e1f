/** Raw items the shipyard_grid_component module must accept and reject (a type is one unit). */
import { benettiPage, benettiShipyard, lurssenShipyard } from '../catalogue/shipyard.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'shipyard_grid_component',
  valid: [
    { name: 'two yards', elements: { title: fx.text('Shipyards'), shipyards: fx.linked('shipyard_benetti', 'shipyard_lurssen') }, linked: [benettiPage, benettiShipyard, lurssenShipyard] },
    { name: 'none yet', elements: { shipyards: fx.linked() } },
  ],
  invalid: [
    { why: 'no shipyards element', element: 'shipyards', elements: { title: fx.text('Shipyards') } },
    { why: 'shipyards as text', element: 'shipyards', elements: { shipyards: fx.text('shipyard_benetti') } },
  ],
});
