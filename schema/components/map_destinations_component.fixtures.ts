/** Raw items the map_destinations_component module must accept and reject. */
import { sampleMapDestinations } from '../catalogue/map-destination.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'map_destinations_component',
  valid: [
    {
      name: 'destinations with a view',
      elements: {
        headline: fx.text('Where we sail'),
        text: fx.text('Guides to every cruising ground.'),
        destinations: fx.linked('map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau', 'map_destination_unplaced'),
        center_lat: fx.number(30),
        center_lng: fx.number(-20),
        zoom: fx.number(2),
      },
      linked: sampleMapDestinations,
    },
    { name: 'one destination, default view', elements: { destinations: fx.linked('map_destination_mykonos'), itinerary_link: fx.choice('yes') }, linked: sampleMapDestinations },
  ],
  invalid: [
    { why: 'no destination linked', element: 'destinations', elements: { destinations: fx.linked() } },
    { why: 'zoom out of range', element: 'zoom', elements: { destinations: fx.linked('map_destination_mykonos'), zoom: fx.number(40) } },
    { why: 'latitude past the pole', element: 'center_lat', elements: { destinations: fx.linked('map_destination_mykonos'), center_lat: fx.number(91) } },
  ],
});
