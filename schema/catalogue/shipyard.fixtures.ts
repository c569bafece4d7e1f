/** Sample shipyard items (spec 3.10) in the Delivery API's shape, linked by shipyard_grid_component's fixtures. */
import { dam, fx, item, sampleImage, type RejectedElements } from '../fixtures';

export const benettiPage = item('page', 'page_shipyards_benetti', { url_slug: fx.urlSlug('/shipyards/benetti') });

export const benettiShipyard = item('shipyard', 'shipyard_benetti', {
  shipyard_name: fx.text('Benetti'),
  shipyard_country: fx.text('Italy'),
  city: fx.text('Viareggio'),
  founded: fx.number(1873),
  description: fx.richText('<p>Founded in Viareggio in 1873.</p>'),
  dam_image: dam(sampleImage),
  cta_link_text: fx.text('Discover Benetti'),
  page: fx.linked('page_shipyards_benetti'),
});

export const lurssenShipyard = item('shipyard', 'shipyard_lurssen', {
  shipyard_name: fx.text('Lürssen'),
  shipyard_country: fx.text('Germany'),
});

export const sampleShipyards = [benettiPage, benettiShipyard, lurssenShipyard];

export const validShipyardElements: Record<string, unknown>[] = [benettiShipyard.elements, lurssenShipyard.elements];
export const invalidShipyardElements: RejectedElements[] = [
  { why: 'no name', elements: { shipyard_country: fx.text('Italy') } },
  { why: 'founded as text', elements: { shipyard_name: fx.text('Benetti'), founded: fx.text('1873') } },
  { why: 'page as text', elements: { shipyard_name: fx.text('Benetti'), page: fx.text('page_x') } },
];
