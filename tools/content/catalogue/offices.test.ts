/** The demo offices (spec 3.8, 9.7): a Spanish visitor reads each postal address with its country in Spanish. */
import { describe, expect, it } from 'vitest';
import { createMediaStore } from '../images';
import { createContext } from '../seed-core';
import { generateOffices } from './offices';

const { ctx, items } = createContext(1, 4, createMediaStore().factory);
generateOffices(ctx);
const office = items.find((item) => item.codename === 'office_palm_beach');

describe('office addresses (spec 3.8)', () => {
  it('end with the country in the variant language, street and city as written', () => {
    expect(office?.variants.en.address?.value).toBe('<p>250 Royal Palm Way<br>Palm Beach, FL 33480<br>United States</p>');
    expect(office?.variants.es?.address?.value).toBe('<p>250 Royal Palm Way<br>Palm Beach, FL 33480<br>Estados Unidos</p>');
    expect(office?.variants.es?.address_seo?.value).toBe('250 Royal Palm Way, Palm Beach, FL 33480, Estados Unidos');
  });

  it('a country after the city on the last line is Spanish too', () => {
    const dubai = items.find((item) => item.codename === 'office_dubai');
    expect(dubai?.variants.en.address?.value).toBe('<p>Dubai Marina Yacht Club, Marsa Dubai<br>Dubai, United Arab Emirates</p>');
    expect(dubai?.variants.es?.address?.value).toBe('<p>Dubai Marina Yacht Club, Marsa Dubai<br>Dubai, Emiratos Árabes Unidos</p>');
  });
});
