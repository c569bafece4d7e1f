import { describe, expect, it } from 'vitest';
import { item } from '../fixtures';
import { validYachtElements } from '../yacht/yacht.fixtures';
import { yachtView } from '../yacht/view';
import { compareResponseSchema } from './response';
import { compareTable } from './table';
import { DATA_AS_GIVEN } from '../yacht/data-words';

const ctx = { locale: 'en' as const, linkedItem: () => undefined, report: () => undefined };
const links = { href: (path: string) => `/es${path}/`, brochure: (view: string, id: string) => `/api/brochure/${view}/${id}.pdf` };
const viewOf = (index: number, view: 'charter' | 'sale') => {
  const yacht = yachtView(item('yacht', `yacht_${index}`, validYachtElements[index] ?? {}), view, ctx);
  if (!yacht) throw new Error('fixture yacht must map');
  return yacht;
};

describe('compare table columns (spec 2.11, 4.1, 9.1)', () => {
  it('a yacht offered in the view: her page in that view, her price in every currency and her brochure', () => {
    const table = compareTable('sale', [viewOf(0, 'sale')], 'en', links, DATA_AS_GIVEN);
    const [column] = table.yachts;
    expect(column).toMatchObject({ name: 'Aurora', view: 'sale', href: '/es/yacht-for-sale/aurora/', brochureHref: expect.stringMatching(/^\/api\/brochure\/sale\//) });
    expect(column?.prices?.eur?.text).toMatch(/€[\d,]+/);
    expect(column?.prices?.usd?.text).toMatch(/\$[\d,]+/);
    expect(column?.image?.alt).toBe('A superyacht at anchor off Mallorca');
  });

  it('a ghost yacht shows no price and offers no brochure (spec 4.1)', () => {
    const table = compareTable('sale', [viewOf(0, 'sale'), viewOf(1, 'sale')], 'en', links, DATA_AS_GIVEN);
    expect(table.yachts[1]).toMatchObject({ name: 'Ghost', prices: null, brochureHref: null });
    expect(table.sections[0]?.rows[0]?.values).toHaveLength(2);
  });

  it('the answer passes the schema the compare island checks it with', () => {
    const tables = [compareTable('charter', [viewOf(0, 'charter')], 'en', links, DATA_AS_GIVEN)];
    expect(compareResponseSchema.safeParse(JSON.parse(JSON.stringify({ tables, missing: [] }))).success).toBe(true);
  });
});
