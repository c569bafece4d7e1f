// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sampleMapDestinations } from '../../schema/catalogue/map-destination.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { MapDestinations } from './MapDestinations';

const hrefs = ({ container }: { container: HTMLElement }) => [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));

const all = fx.linked('map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau', 'map_destination_unplaced');

describe('map_destinations_component (spec 3.10, 9.6)', () => {
  it('lists every destination with its guide link in the server HTML, so it works without the map or JavaScript', async () => {
    const page = await renderDom(<MapDestinations {...propsFor('map_destinations_component', { destinations: all }, 'en', { linked: sampleMapDestinations })} />);
    for (const name of ['Mykonos', 'Paros', 'Nassau', 'Somewhere unmapped']) expect(page.getByRole('heading', { level: 3, name })).toBeTruthy();
    expect(hrefs(page)).toContain('/destination/greek-cyclades/');
    expect(hrefs(page)).toContain('/destination/bahamas/');
    // The map box waits for the visitor to come near it: no map library is part of the page.
    expect(page.container.querySelector('[data-map-status]')?.getAttribute('data-map-status')).toBe('waiting');
    expect(page.html).not.toMatch(/maplibre|mapbox/);
  });

  it('Spanish pages link the guides under /es and speak Spanish', async () => {
    const page = await renderDom(<MapDestinations {...propsFor('map_destinations_component', { destinations: all }, 'es', { linked: sampleMapDestinations })} />);
    expect(hrefs(page)).toContain('/es/destination/greek-cyclades/');
    expect(page.getAllByRole('link', { name: /Leer la guía/ }).length).toBeGreaterThan(0);
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
    const page = await renderDom(
      <MapDestinations
        {...propsFor('map_destinations_component', { destinations: fx.linked('map_destination_mykonos'), zoom: fx.number(5), itinerary_link: fx.choice('yes') }, 'en', {
          linked: sampleMapDestinations,
        })}
      />,
    );
    expect(page.container.querySelector('[data-map-status]')?.getAttribute('data-map-status')).toBe('waiting');
    expect(hrefs(page)).toContain('/itinerary/?p=map_destination_mykonos');
    expect(page.container.textContent).toContain('Mykonos, Cyclades');
    expect(page.container.querySelector('[data-destination-list]')).toBeNull();
    const venue = await renderDom(<MapDestinations {...propsFor('map_destinations_component', { destinations: fx.linked('map_destination_nassau') }, 'es', { linked: sampleMapDestinations })} />);
    expect(venue.container.querySelector('[data-start-itinerary]')).toBeNull();
  });

  it("a guide page's map is a still picture with its marker until the visitor asks for the map", async () => {
    const props = propsFor(
      'map_destinations_component',
      { destinations: fx.linked('map_destination_mykonos'), center_lat: fx.number(37.4467), center_lng: fx.number(25.3289), zoom: fx.number(6) },
      'en',
      { linked: sampleMapDestinations },
    );
    const page = await renderDom(<MapDestinations {...props} />);
    // One picture per box shape, each from the served land of this view, with the place at the view's centre.
    const pictures = [...page.container.querySelectorAll('image')].map((image) => image.getAttribute('xlink:href') ?? image.getAttribute('href'));
    expect(pictures).toContain('/api/map-preview/6/37.4467/25.3289/narrow.svg');
    expect(pictures).toContain('/api/map-preview/6/37.4467/25.3289/wide.svg');
    // The marker shows at the drawn map's size on a phone (the narrow picture is shown at about half size).
    const markers = [...page.container.querySelectorAll('circle')].map((circle) => ['cx', 'cy', 'r'].map((name) => circle.getAttribute(name)).join(' '));
    expect(markers).toContain('384 288 15');
    expect(markers).toContain('768 144 7');
    expect(page.getByRole('button', { name: 'Explore the map' })).toBeTruthy();
    const es = await renderDom(<MapDestinations {...propsFor('map_destinations_component', { destinations: fx.linked('map_destination_mykonos') }, 'es', { linked: sampleMapDestinations })} />);
    expect(es.getByRole('button', { name: 'Explorar el mapa' })).toBeTruthy();
    // A map of many destinations (the world's) is the page's tool: it draws when near, without a picture.
    const world = await renderDom(<MapDestinations {...propsFor('map_destinations_component', { destinations: all }, 'en', { linked: sampleMapDestinations })} />);
    expect(world.container.querySelector('[data-map-preview]')).toBeNull();
    expect(world.queryByRole('button', { name: 'Explore the map' })).toBeNull();
  });
});
