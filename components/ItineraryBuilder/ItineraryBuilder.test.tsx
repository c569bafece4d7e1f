// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { itineraryLinked } from '../../schema/components/itinerary_builder_component.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ItineraryBuilder } from './ItineraryBuilder';

const elements = {
  destinations: fx.linked('map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau', 'map_destination_unplaced'),
  yachts: fx.linked('yacht_aurora', 'yacht_nomad'),
};

/** The links a browser without scripts shows. */
const noScriptLinks = (container: HTMLElement) => [...container.querySelectorAll('noscript a')].map((link) => link.getAttribute('href'));

describe('itinerary_builder_component (spec 1, 2.2 /itinerary)', () => {
  it('offers only destinations with coordinates, never one left at 0,0', () => {
    const props = propsFor('itinerary_builder_component', elements, 'en', { linked: itineraryLinked });
    expect(props.places.map((p) => p.name)).toEqual(['Mykonos', 'Paros', 'Nassau']);
  });

  it('gives each yacht the cruising speed and range of its data, and none when the data has none', () => {
    const props = propsFor('itinerary_builder_component', elements, 'en', { linked: itineraryLinked });
    expect(props.yachts.map(({ name, cruiseSpeed, range }) => ({ name, cruiseSpeed, range }))).toEqual([
      { name: 'Aurora', cruiseSpeed: 12, range: 4000 },
      { name: 'Nomad', cruiseSpeed: null, range: null },
    ]);
  });

  it('the server draws the heading, a place for the planner and a no-script way to a broker, in the page language', async () => {
    const en = await renderDom(<ItineraryBuilder {...propsFor('itinerary_builder_component', elements, 'en', { linked: itineraryLinked })} />);
    expect(en.getByRole('heading', { level: 2, name: 'Plan your itinerary' })).toBeTruthy();
    expect(en.container.querySelector('[data-itinerary-loading]')).not.toBeNull();
    expect(noScriptLinks(en.container)).toContain('/forms/enquiry/');
    const es = await renderDom(<ItineraryBuilder {...propsFor('itinerary_builder_component', elements, 'es', { linked: itineraryLinked })} />);
    expect(es.getByRole('heading', { level: 2, name: 'Planifique su itinerario' })).toBeTruthy();
    expect(noScriptLinks(es.container)).toContain('/forms/enquiry/?lang=es');
  });
});
