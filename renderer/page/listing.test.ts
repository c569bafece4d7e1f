/**
 * A page's listing (spec 2.16): what the page draws, and the bound the route table
 * reads without resolving the page.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { elementSchema } from '../../services/kontent/store-schema';
import { validYachtElements } from '../../schema/yacht/yacht.fixtures';
import { el, standIn, variant, type Variant } from '../../testing/delivery-stand-in';
import { page } from '../../testing/page-content';
import { listingBound, pageListing } from './listing';
import { resolvePage } from './resolve';

// The fixture kit's raw elements, in the store's element shape.
const elementsOf = (raw: unknown): Variant['elements'] => z.record(z.string(), elementSchema).parse(raw);
const [charterAndSale, ghost] = validYachtElements.map(elementsOf);

const yacht = (codename: string, elements: Variant['elements'] | undefined, extra: Variant['elements'] = {}) => variant(codename, 'yacht', 'en', { ...elements, ...extra });

const content = (): Variant[] => [
  page('fleet', '/fleet', 'Fleet', ['fleet_intro', 'fleet_grid', 'other_grid']),
  page('plain', '/plain', 'Plain', ['fleet_intro']),
  variant('fleet_intro', 'headline_component', 'en', { title: el.text('Our fleet') }),
  // Four entries: two yachts offered for charter, a sale-only yacht (filtered out), a broken one and a missing one.
  variant('fleet_grid', 'manual_yacht_grid', 'en', {
    yachts: el.linked('aurora', 'boreas', 'sale_only', 'broken', 'not_published'),
    market_status: el.choice('charter'),
  }),
  variant('other_grid', 'manual_yacht_grid', 'en', { yachts: el.linked('aurora') }),
  yacht('aurora', charterAndSale),
  yacht('boreas', charterAndSale, { name: el.text('Boreas'), yacht_type: el.choice('charter') }),
  yacht('sale_only', ghost, { yacht_type: el.choice('sale') }),
  variant('broken', 'yacht', 'en', { name: el.text('Broken') }),
];

const bound = (slug: string, items = content()) => listingBound({ client: standIn(items).client, slug, language: 'en', preview: false });

describe("the bound of a page's listing (the route table's page numbers)", () => {
  it('is never below what the page draws: every entry of its first list, in one read one level deep', async () => {
    const { client, requests } = standIn(content());
    const counted = await listingBound({ client, slug: '/fleet', language: 'en', preview: false });
    expect(requests.map((r) => r.params.get('depth'))).toEqual(['1']);
    expect(counted.entries).toBe(5);
    const drawn = await resolvePage({ client, slug: '/fleet', language: 'en', preview: false });
    if (drawn.kind !== 'page') throw new Error('the fleet page did not resolve');
    // Two charter yachts drawn, of five entries (a sale yacht, a broken and a missing one dropped).
    expect(pageListing(drawn, 'en')).toEqual({ codename: 'fleet_grid', total: 2 });
  });

  it('names the page and its blocks, so a change to its list recounts', async () => {
    expect((await bound('/fleet')).items).toEqual(expect.arrayContaining(['fleet', 'fleet_grid', 'other_grid']));
  });

  it('is null for a page without a list, and for no page at all', async () => {
    expect((await bound('/plain')).entries).toBeNull();
    expect((await bound('/nowhere')).entries).toBeNull();
  });
});
