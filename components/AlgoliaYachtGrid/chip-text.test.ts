/** The grid's chips (spec 3.10 showFilters) read as the search page's filters (spec 9.2 labels). */
import { describe, expect, it } from 'vitest';
import { gridChips } from '../../schema/search/grid-chips';
import { parseSearchUrl } from '../../schema/search/url-state';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
import { chipText } from './chip-text';

const chips = (query: string, locale: 'en' | 'es' = 'en') =>
  gridChips(parseSearchUrl(new URLSearchParams(query))).map((chip) => chipText(chip, wordsOf(wordsIn(locale), 'catalogue.grid.chips'), locale));

describe('yacht grid chips', () => {
  it('market first, then the filters in the panel order, with units and currencies', () => {
    expect(
      chips('l[content.builderName]=Feadship&r[content.loaMeter]=40:60&m[content.type]=charter&r[content.exchangePrices.usd]=:500000&m[content.newToTheFleet]=true&m[content.powerOrSail]=Sail'),
    ).toEqual(['Yachts for charter', 'Length: 40–60 m', 'Builder: Feadship', 'Type: Sail', 'New to the fleet', 'Price: up to $500,000']);
  });

  it('open ranges and feet', () => {
    expect(chips('r[content.loaFeet]=150:')).toEqual(['Length: 150 ft or more']);
  });

  it('in Spanish', () => {
    expect(chips('m[content.type]=sale&r[content.loaMeter]=50:&m[content.powerOrSail]=Sail', 'es')).toEqual(['Yates en venta', 'Eslora: 50 m o más', 'Tipo: Vela']);
  });

  it('no refinements, no chips', () => {
    expect(chips('q=aurora')).toEqual([]);
  });
});
