/** Hits -> yacht cards (the one card of schema/yacht/card.ts) and general hits -> dynamic grid cards. */
import { describe, expect, it } from 'vitest';
import { item } from '../fixtures';
import { localisedPath } from '../locale';
import { validYachtElements } from '../yacht/yacht.fixtures';
import { cardsFromHits, dynamicGridRequest, generalCards, yachtCodenameOf, yachtHits } from './catalogue';

const aurora = item('yacht', 'yacht_aurora', validYachtElements[0] ?? {});
const items = new Map([[aurora.system.codename, aurora]]);
const ctx = { locale: 'es' as const, linkedItem: () => undefined, href: (path: string) => localisedPath(path, 'es'), report: () => undefined };

describe('yacht hits -> cards', () => {
  it("each hit becomes the card of its yacht item in the hit's market view, in the hits' order", () => {
    const hits = yachtHits([
      { objectID: 'yacht_aurora_sale', content: { type: 'sale', yachtid: 'Y10001_AU' } },
      { objectID: 'yacht_aurora_charter', content: { type: 'charter', yachtid: 'Y10001_AU' } },
    ]);
    const cards = cardsFromHits(hits, (codename) => items.get(codename), ctx);
    expect(cards.map((card) => [card.name, card.view, card.href])).toEqual([
      ['Aurora', 'sale', '/es/yacht-for-sale/aurora/'],
      ['Aurora', 'charter', '/es/yacht-for-charter/aurora/'],
    ]);
    expect(cards[1]?.prices?.eur?.text).toContain('€295,000');
  });

  it('hits of unpublished items and malformed hits are left out', () => {
    const hits = yachtHits([{ objectID: 'yacht_gone_charter', content: { type: 'charter', yachtid: 'X' } }, { objectID: 'no-view', content: {} }, null, 'text']);
    expect(hits.map(yachtCodenameOf)).toEqual(['yacht_gone']);
    expect(cardsFromHits(hits, (codename) => items.get(codename), ctx)).toEqual([]);
  });
});

describe('general hits -> dynamic grid cards', () => {
  it('events show their dates, people their job and office, offices their place', () => {
    const cards = [
      ...generalCards([{ objectID: 'e', kind: 'events', title: 'Boat show', description: 'd', url: '/events/show', image: null, eventDate: 100, endDate: 200 }], 'events'),
      ...generalCards([{ objectID: 'p', kind: 'people', title: 'Ana', description: 'x', url: null, image: null, jobTitle: 'Broker', office: 'Monaco' }], 'people'),
      ...generalCards([{ objectID: 'o', kind: 'offices', title: 'Monaco office', description: '', url: null, image: null, city: 'Monaco', country: 'Monaco' }], 'offices'),
    ];
    expect(cards.map((card) => card.detail)).toEqual([
      { kind: 'date', seconds: 100, endSeconds: 200 },
      { kind: 'text', text: 'Broker · Monaco' },
      { kind: 'text', text: 'Monaco' },
    ]);
  });

  it('records of another category or without a title are left out', () => {
    expect(
      generalCards(
        [
          { objectID: 'n', kind: 'news', title: 'x' },
          { objectID: 'e', kind: 'events', title: ' ' },
        ],
        'events',
      ),
    ).toEqual([]);
  });

  it('newest news sorts by publication date; people by the default ranking', () => {
    expect(dynamicGridRequest('news', 'newest', 6, 'en').indexName).toBe('GenericIndex_en_publicationDate_desc');
    expect(dynamicGridRequest('people', 'newest', 6, 'en').indexName).toBe('GenericIndex_en');
    expect(dynamicGridRequest('offices', 'popular', 6, 'es')).toMatchObject({
      indexName: 'GenericIndex_es_popularity_desc',
      facetFilters: ['kind:offices'],
      hitsPerPage: 6,
      attributesToHighlight: [],
    });
  });
});
