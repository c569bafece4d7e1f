/**
 * What the tests of islands that fetch yacht cards on demand share (the similar yachts, the yacht
 * slider's further slides): an IntersectionObserver the test brings near by hand, a card as the
 * routes answer it, and a Spanish card's words.
 */
import type { YachtCardsResponse } from '../schema/yacht/cards-response';

const waiting: Array<() => void> = [];

/** Stands for IntersectionObserver (vi.stubGlobal): every observed element is near when `comeNear` says so. */
export class NearObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    waiting.push(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

/** Brings every observed element near (call inside act). */
export const bringNear = () => waiting.splice(0).forEach((fire) => fire());

export const routeCard = (yachtId: string, name: string): YachtCardsResponse['cards'][number] => ({
  yachtId,
  name,
  view: 'charter',
  href: `/es/yacht-for-charter/${name.toLowerCase()}/`,
  length: { m: '50.0 m', ft: '164\' 1"' },
  guests: 12,
  cabins: 6,
  prices: { eur: { text: 'Desde €120,000 por semana', tooltip: null, rate: null }, usd: null, gbp: null, aud: null },
  ribbon: null,
  image: null,
});

export const spanishCardLabels = { length: 'Eslora', guests: 'Huéspedes', cabins: 'Camarotes', addToComparison: 'Añadir', addedToComparison: 'Añadido', newToTheFleet: 'Nuevo', viewYacht: 'Ver yate' };
