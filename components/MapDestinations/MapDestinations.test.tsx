import { describe, expect, it } from 'vitest';
import { sampleMapDestinations } from '../../schema/catalogue/map-destination.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { MapDestinations } from './MapDestinations';

const all = fx.linked('map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau', 'map_destination_unplaced');

describe('map_destinations_component (spec 3.10, 9.6)', () => {
  it('lists every destination with its guide link in the server HTML, so it works without the map or JavaScript', async () => {
    const html = await renderHtml(<MapDestinations {...propsFor('map_destinations_component', { destinations: all }, 'en', { linked: sampleMapDestinations })} />);
    for (const name of ['Mykonos', 'Paros', 'Nassau', 'Somewhere unmapped']) expect(html).toContain(`>${name}</h3>`);
    expect(html).toContain('href="/destination/greek-cyclades/"');
    expect(html).toContain('href="/destination/bahamas/"');
    // The map box waits for the visitor to come near it: no map library is part of the page.
    expect(html).toContain('data-map-status="waiting"');
    expect(html).not.toMatch(/maplibre|mapbox/);
  });

  it("Spanish pages link the guides under /es and speak Spanish", async () => {
    const html = await renderHtml(<MapDestinations {...propsFor('map_destinations_component', { destinations: all }, 'es', { linked: sampleMapDestinations })} />);
    expect(html).toContain('href="/es/destination/greek-cyclades/"');
    expect(html).toContain('Leer la guía');
  });

  it('the centre and zoom default to the whole cruising world; a destination at 0,0 gets no marker', () => {
    const props = propsFor('map_destinations_component', { destinations: all }, 'en', { linked: sampleMapDestinations });
    expect(props.view).toEqual({ lat: 25, lng: 10, zoom: 1 });
    expect(props.destinations.filter((d) => d.located).map((d) => d.key)).toEqual(['map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau']);
    expect(props.categories).toEqual(['Mediterranean', 'Caribbean and Atlantic']);
    const set = propsFor('map_destinations_component', { destinations: all, center_lat: fx.number(37), center_lng: fx.number(25), zoom: fx.number(6) }, 'en', { linked: sampleMapDestinations });
    expect(set.view).toEqual({ lat: 37, lng: 25, zoom: 6 });
  });

  it('one destination (a guide page) shows where it is without a list of cards, and starts an itinerary from it when asked', async () => {
    const html = await renderHtml(
      <MapDestinations {...propsFor('map_destinations_component', { destinations: fx.linked('map_destination_mykonos'), zoom: fx.number(5), itinerary_link: fx.choice('yes') }, 'en', { linked: sampleMapDestinations })} />,
    );
    expect(html).toContain('data-map-status="waiting"');
    expect(html).toContain('href="/itinerary/?p=map_destination_mykonos"');
    const venue = await renderHtml(<MapDestinations {...propsFor('map_destinations_component', { destinations: fx.linked('map_destination_nassau') }, 'es', { linked: sampleMapDestinations })} />);
    expect(venue).not.toContain('data-start-itinerary');
    expect(html).toContain('Mykonos, Cyclades');
    expect(html).not.toContain('data-destination-list');
  });

  it("a guide page's map is a still picture with its marker until the visitor asks for the map", async () => {
    const props = propsFor('map_destinations_component', { destinations: fx.linked('map_destination_mykonos'), center_lat: fx.number(37.4467), center_lng: fx.number(25.3289), zoom: fx.number(6) }, 'en', { linked: sampleMapDestinations });
    const html = await renderHtml(<MapDestinations {...props} />);
    // One picture per box shape, each from the served land of this view, with the place at the view's centre.
    expect(html).toContain('xlink:href="/api/map-preview/6/37.4467/25.3289/narrow.svg"');
    expect(html).toContain('xlink:href="/api/map-preview/6/37.4467/25.3289/wide.svg"');
    // The marker shows at the drawn map's size on a phone (the narrow picture is shown at about half size).
    expect(html).toContain('<circle cx="384" cy="288" r="15">');
    expect(html).toContain('<circle cx="768" cy="144" r="7">');
    expect(html).toContain('>Explore the map</button>');
    const es = await renderHtml(<MapDestinations {...propsFor('map_destinations_component', { destinations: fx.linked('map_destination_mykonos') }, 'es', { linked: sampleMapDestinations })} />);
    expect(es).toContain('>Explorar el mapa</button>');
    // A map of many destinations (the world's) is the page's tool: it draws when near, without a picture.
    const world = await renderHtml(<MapDestinations {...propsFor('map_destinations_component', { destinations: all }, 'en', { linked: sampleMapDestinations })} />);
    expect(world).not.toContain('data-map-preview');
    expect(world).not.toContain('Explore the map');
  });
});
