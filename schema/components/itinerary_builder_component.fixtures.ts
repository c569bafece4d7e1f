/** Raw items the itinerary_builder_component module must accept and reject. */
import { sampleMapDestinations } from '../catalogue/map-destination.fixtures';
import { defineFixtures, fx, item } from '../fixtures';
import { sampleYachtApi, validYachtElements } from '../yacht/yacht.fixtures';

const [aurora = {}] = validYachtElements;
const json = (value: unknown) => fx.custom(JSON.stringify(value));
/** A yacht whose data has no cruising speed or range: the builder says it cannot check it. */
const unknown = { ...aurora, name: fx.text('Nomad'), api_data: json({ ...sampleYachtApi, id: 'Y9_NM', name: 'NOMAD', cruisespeed: null, cruiserange: null, economicalrange: null }) };

export const itineraryLinked = [...sampleMapDestinations, item('yacht', 'yacht_aurora', aurora), item('yacht', 'yacht_nomad', unknown)];

export const fixtures = defineFixtures({
  codename: 'itinerary_builder_component',
  valid: [
    {
      name: 'places and yachts',
      elements: {
        headline: fx.text('Plan your route'),
        destinations: fx.linked('map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau', 'map_destination_unplaced'),
        yachts: fx.linked('yacht_aurora', 'yacht_nomad'),
      },
      linked: itineraryLinked,
    },
    { name: 'places only', elements: { destinations: fx.linked('map_destination_mykonos', 'map_destination_paros') }, linked: itineraryLinked },
  ],
  invalid: [
    { why: 'one destination', element: 'destinations', elements: { destinations: fx.linked('map_destination_mykonos') } },
    { why: 'yachts not linked items', element: 'yachts', elements: { destinations: fx.linked('map_destination_mykonos', 'map_destination_paros'), yachts: fx.text('aurora') } },
  ],
});
