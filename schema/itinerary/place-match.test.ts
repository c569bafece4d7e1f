import { describe, expect, it } from 'vitest';
import { matchPlaces } from './place-match';

const place = (name: string, category: string | null, title: string | null, description: string | null) => ({ name, category, title, description });

const places = [
  place('Islas Baleares', 'Mediterráneo', 'Alquiler de yates en las Islas Baleares', 'Mallorca, Menorca, Ibiza y Formentera: cuatro islas.'),
  place('Costa Amalfitana', 'Mediterráneo', 'Alquiler de yates en la Costa Amalfitana', 'Las islas de Capri e Isquia, mejor si se llega por mar.'),
  place('Costa dálmata de Croacia', 'Mediterráneo', 'Alquiler de yates en Croacia', 'Más de mil islas entre Split y Dubrovnik.'),
  place('Capri', 'Mediterráneo', null, null),
  place('Bahamas', 'Caribe y Atlántico', null, 'Exumas y Nassau.'),
];
const names = (query: string) => matchPlaces(places, query).map((p) => p.name);

describe('the itinerary builder’s place search (spec 2.2 /itinerary, 3.10)', () => {
  it('finds a place by a port or island its guide names, not only by its own name', () => {
    expect(names('Mallorca')).toEqual(['Islas Baleares']);
    expect(names('dubrovnik')).toEqual(['Costa dálmata de Croacia']);
  });

  it('lists places named so before places whose guide mentions the words', () => {
    expect(names('capri')).toEqual(['Capri', 'Costa Amalfitana']);
  });

  it('ignores case and accents, and needs every word', () => {
    expect(names('mediterraneo')).toHaveLength(4);
    expect(names('CARIBE')).toEqual(['Bahamas']);
    expect(names('costa croacia')).toEqual(['Costa dálmata de Croacia']);
    expect(names('costa caribe')).toEqual([]);
  });

  it('offers every place for an empty query', () => {
    expect(names('  ')).toHaveLength(places.length);
  });
});
