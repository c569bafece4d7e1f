import { describe, expect, it } from 'vitest';
import { itineraryLinked } from '../../schema/components/itinerary_builder_component.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ItineraryBuilder } from './ItineraryBuilder';

const elements = {
  destinations: fx.linked('map_destination_mykonos', 'map_destination_paros', 'map_destination_nassau', 'map_destination_unplaced'),
  yachts: fx.linked('yacht_aurora', 'yacht_nomad'),
};

describe('itinerary_builder_component (spec 1, 2.2 /itinerary)', () => {
  it('offers only destinations with coordinates, never one left at 0,0', () => {
    const props = propsFor('itinerary_builder_component', elements, 'en', { linked: itineraryLinked });
    expect(props.places.map((p) => p.name)).toEqual(['Mykonos', 'Paros', 'Nassau']);
  });

  it("gives each yacht the cruising speed and range of its data, and none when the data has none", () => {
    const props = propsFor('itinerary_builder_component', elements, 'en', { linked: itineraryLinked });
    expect(props.yachts.map(({ name, cruiseSpeed, range }) => ({ name, cruiseSpeed, range }))).toEqual([
      { name: 'Aurora', cruiseSpeed: 12, range: 4000 },
      { name: 'Nomad', cruiseSpeed: null, range: null },
    ]);
  });

  it('the server draws the heading, a place for the planner and a no-script way to a broker, in the page language', async () => {
    const en = await renderHtml(<ItineraryBuilder {...propsFor('itinerary_builder_component', elements, 'en', { linked: itineraryLinked })} />);
    expect(en).toContain('>Plan your itinerary</h2>');
    expect(en).toContain('data-itinerary-loading');
    expect(en).toMatch(/<noscript>.*href="\/forms\/enquiry\/"/s);
    const es = await renderHtml(<ItineraryBuilder {...propsFor('itinerary_builder_component', elements, 'es', { linked: itineraryLinked })} />);
    expect(es).toContain('>Planifique su itinerario</h2>');
    expect(es).toContain('href="/forms/enquiry/?lang=es"');
  });
});
