/**
 * One Spanish word for a yacht's guests: the cards, the search filter, the grid
 * chips, the specification, the key figures and the brochure say 'Invitados', as the yacht pages'
 * own texts do, never 'Huéspedes' on one and 'Invitados' on the other.
 */
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import es from '../messages/es.json';

const leaves = (messages: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(messages).flatMap(([key, value]): [string, string][] =>
      typeof value === 'object' && value !== null ? [...leaves(value, `${prefix}${key}.`)] : typeof value === 'string' ? [[`${prefix}${key}`, value]] : [],
    ),
  );

describe("spec 2.8, 2.10: one word for a yacht's guests on Spanish cards and pages", () => {
  const english = leaves(en);
  const spanish = leaves(es);

  it("every message that names the guests in English says 'invitados' in Spanish", () => {
    // 'Guest - Spa' and the like name amenity categories, not the people.
    const guests = [...english].filter(([, text]) => /\bguests\b|\bguest area\b/i.test(text)).map(([key]) => key);
    expect(guests).toEqual(expect.arrayContaining(['yachtList.card.guests', 'yacht.spec.guests', 'yacht.labels.guests', 'search.filter.guests', 'catalogue.grid.chips.filters.guests']));
    for (const key of guests) expect(spanish.get(key), key).toMatch(/invitad/i);
  });

  it("no Spanish message says 'huésped'", () => {
    expect([...spanish].filter(([, text]) => /hu[ée]sped/i.test(text))).toEqual([]);
  });
});
