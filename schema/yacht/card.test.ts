import { describe, expect, it } from 'vitest';
import type { ContentIssue, MapContext } from '../define';
import { fx, item } from '../fixtures';
import { localisedPath } from '../locale';
import { defaultCardView, navigationListOf, yachtCard } from './card';
import { sampleYachtApi, validYachtElements } from './yacht.fixtures';

const [auroraElements = {}, ghostElements = {}] = validYachtElements;
const aurora = item('yacht', 'yacht_aurora', auroraElements);

const context = (locale: 'en' | 'es' = 'en') => {
  const issues: ContentIssue[] = [];
  const ctx: Pick<MapContext, 'locale' | 'linkedItem' | 'report' | 'href'> = {
    locale,
    linkedItem: () => undefined,
    href: (path) => localisedPath(path, locale),
    report: (issue) => issues.push(issue),
  };
  return { ctx, issues };
};

describe('yacht card (spec 3.3 yacht teaser, 2.16)', () => {
  it('a sale+charter yacht in a charter list: charter page, both units, guests, cabins, price, ribbon', () => {
    const { ctx, issues } = context();
    const card = yachtCard(aurora, 'charter', ctx);
    expect(issues).toEqual([]);
    expect(card).toMatchObject({
      yachtId: 'Y10001_AU',
      name: 'Aurora',
      view: 'charter',
      marketType: 'both',
      href: '/yacht-for-charter/aurora/',
      length: { m: '50 m', ft: `164' 0"` },
      guests: 12,
      cabins: 6,
      ribbon: { source: 'newToTheFleet' },
    });
    expect(card?.prices?.eur?.text).toMatch(/€295,000/);
    expect(card?.image?.url).toMatch(/yacht-at-anchor/);
  });

  it('the same yacht in a sale list links its sale page in Spanish and shows the sale price', () => {
    const { ctx } = context('es');
    const card = yachtCard(aurora, 'sale', ctx);
    expect(card?.href).toBe('/es/yacht-for-sale/aurora/');
    expect(card?.prices?.eur?.text).toMatch(/29,500,000/);
    expect(card?.ribbon).toBeNull();
  });

  it('a ghost yacht shows no price and links its ghost page (spec 4.1)', () => {
    const { ctx } = context();
    const card = yachtCard(item('yacht', 'g', { ...ghostElements, url_ghost: fx.text('/yacht-for-sale/ghost') }), 'sale', ctx);
    expect(card?.prices).toBeNull();
    expect(card?.href).toBe('/yacht-for-sale/ghost/');
  });

  it('a yacht with no price in any currency gets no price line', () => {
    const { ctx } = context();
    const noPrice = item('yacht', 'n', {
      ...auroraElements,
      api_data: fx.custom(JSON.stringify({ ...sampleYachtApi, charterSummerPriceLow: null, charterSummerPriceLowFormatted: '', charterWinterPriceLow: null })),
      price: fx.custom(
        JSON.stringify(
          Object.fromEntries(
            ['aud', 'gbp', 'eur', 'usd'].map((code) => [
              code,
              {
                code,
                symbol: '¤',
                sale: 'null',
                charter: 'null',
                charterWinterHigh: 'null',
                charterWinterLow: 'null',
                charterSummerHigh: 'null',
                charterSummerLow: 'null',
                saleExchangeRate: 'null',
                charterExchangeRate: 'null',
                charterSummerExchangeRate: 'null',
                charterWinterExchangeRate: 'null',
              },
            ]),
          ),
        ),
      ),
    });
    const card = yachtCard(noPrice, 'charter', ctx);
    expect(card).not.toBeNull();
    expect(card?.prices).toBeNull();
  });

  it('a broken yacht item gives no card and tells the editor why', () => {
    const { ctx, issues } = context();
    expect(yachtCard(item('yacht', 'b', { ...auroraElements, api_data: fx.custom('{') }), 'charter', ctx)).toBeNull();
    expect(issues[0]?.element).toBe('api_data');
  });

  it('without a list view, a card takes the yacht own market (charter first for both)', () => {
    expect(defaultCardView('sale', 'sale')).toBe('sale');
    expect(defaultCardView('both', 'sale+charter')).toBe('charter');
    expect(defaultCardView('ghost', 'sale')).toBe('sale');
    const { ctx } = context();
    expect(yachtCard(aurora, null, ctx)?.href).toBe('/yacht-for-charter/aurora/');
  });

  it('the navigation list keeps the cards order and skips cards without a page', () => {
    const { ctx } = context();
    const a = yachtCard(aurora, 'charter', ctx);
    if (!a) throw new Error('card');
    expect(navigationListOf([a, { ...a, href: null }, { ...a, yachtId: 'Y2', href: '/x/' }])).toEqual([
      { Url: '/yacht-for-charter/aurora/', YachtId: 'Y10001_AU' },
      { Url: '/x/', YachtId: 'Y2' },
    ]);
  });
});
