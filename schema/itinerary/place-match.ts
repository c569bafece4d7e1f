/**
 * Spec 2.2 /itinerary, 3.10: the builder's place search. A visitor types what they know of a
 * place: its name, its region, or a port, island or country its guide mentions ("Mallorca",
 * "Capri", "Croacia"). Places whose name holds the words come first, then places whose region,
 * title or description does. Case and accents are ignored; every word must be found.
 */
import { foldTerm } from '../search/fold';

type Searchable = { name: string; category: string | null; title: string | null; description: string | null };

const wordsOf = (query: string): string[] => foldTerm(query).split(/\s+/).filter(Boolean);

const holdsAll = (text: string, words: readonly string[]): boolean => words.every((word) => text.includes(word));

export const matchPlaces = <P extends Searchable>(places: readonly P[], query: string): P[] => {
  const words = wordsOf(query);
  if (words.length === 0) return [...places];
  const byName: P[] = [];
  const byGuide: P[] = [];
  for (const place of places) {
    if (holdsAll(foldTerm(place.name), words)) byName.push(place);
    else if (holdsAll(foldTerm([place.name, place.category, place.title, place.description].filter(Boolean).join(' ')), words)) byGuide.push(place);
  }
  return [...byName, ...byGuide];
};
