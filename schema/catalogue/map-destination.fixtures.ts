/** Sample map_destination items (spec 3.10) in the Delivery API's shape, linked by the map and itinerary fixtures. */
import { dam, fx, item, sampleImage, type RejectedElements } from '../fixtures';

export const mykonos = item('map_destination', 'map_destination_mykonos', {
  destination_name: fx.text('Mykonos'),
  destination_title: fx.text('Mykonos, Cyclades'),
  destination_description: fx.text('Windmills, white lanes and the Little Venice waterfront.'),
  destination_category: fx.text('Mediterranean'),
  latitude: fx.number(37.4467),
  longitude: fx.number(25.3289),
  marker_image: dam(sampleImage),
  destination_url: fx.text('/destination/greek-cyclades'),
});

export const paros = item('map_destination', 'map_destination_paros', {
  destination_name: fx.text('Paros'),
  destination_category: fx.text('Mediterranean'),
  latitude: fx.number(37.1236),
  longitude: fx.number(25.238),
  destination_url: fx.text('/destination/greek-cyclades'),
});

export const nassau = item('map_destination', 'map_destination_nassau', {
  destination_name: fx.text('Nassau'),
  destination_description: fx.text('The Bahamas’ capital and the gateway to the Exumas.'),
  destination_category: fx.text('Caribbean and Atlantic'),
  latitude: fx.number(25.078),
  longitude: fx.number(-77.3431),
  destination_url: fx.text('/destination/bahamas'),
});

/** Left at the 0,0 default: listed, never a marker or a stop. */
export const unplaced = item('map_destination', 'map_destination_unplaced', {
  destination_name: fx.text('Somewhere unmapped'),
  destination_category: fx.text('Mediterranean'),
});

export const sampleMapDestinations = [mykonos, paros, nassau, unplaced];

export const validMapDestinationElements = sampleMapDestinations.map((d) => d.elements);

export const invalidMapDestinationElements: RejectedElements[] = [
  { why: 'no name', elements: { destination_name: fx.text(' '), latitude: fx.number(1) } },
  { why: 'latitude is text', elements: { destination_name: fx.text('A'), latitude: fx.text('north') } },
  { why: 'URL to another site', elements: { destination_name: fx.text('A'), destination_url: fx.text('javascript:alert(1)') } },
];
