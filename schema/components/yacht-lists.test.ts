import { describe, expect, it } from 'vitest';
import { mapItem } from '../define';
import { fx, item } from '../fixtures';
import type { ContentItem } from '../kontent';
import { sampleYachtApi, validYachtElements } from '../yacht/yacht.fixtures';
import { manualYachtGrid } from './manual_yacht_grid';
import { sliderYachtComponent } from './slider_yacht_component';
import { LISTING_PAGE_SIZE } from '../constants/listing';
import { NO_PAGE } from '../define';

const [base = {}] = validYachtElements;
const yacht = (codename: string, market: string, id: string): ContentItem =>
  item('yacht', codename, {
    ...base,
    yacht_type: fx.choice(market),
    api_data: fx.custom(JSON.stringify({ ...sampleYachtApi, id, type: market === 'sale_charter' ? 'sale+charter' : market === 'ghost' ? 'sale' : market })),
    url_ghost: fx.text(`/yacht-for-sale/${codename}`),
  });
const fleet = [yacht('c', 'charter', 'Y1'), yacht('s', 'sale', 'Y2'), yacht('b', 'sale_charter', 'Y3'), yacht('g', 'ghost', 'Y4')];
const berth = item('berth', 'berth_x', {
  name: fx.text('40 m berth, Port Hercule'),
  url_slug: fx.urlSlug('/berths-for-sale/port-hercule'),
  marina: fx.text('Port Hercule'),
  location: fx.text('Monaco'),
  country: fx.text('Monaco'),
  length: fx.number(40),
  beam: fx.number(9),
  price: fx.number(null),
  poa: fx.choice('yes'),
});
const linkedItems = Object.fromEntries([...fleet, berth].map((entry) => [entry.system.codename, entry]));
const ref = { id: 'x', name: 'x', codename: 'x', type: 'manual_yacht_grid' };
const all = fx.linked('c', 's', 'b', 'g');

const grid = (elements: Record<string, unknown>) => {
  const mapped = mapItem(manualYachtGrid, { yachts: all, ...elements }, { locale: 'en', item: ref, linkedItems });
  if (!mapped.ok) throw new Error('grid');
  return mapped;
};
const slider = (elements: Record<string, unknown>) => {
  const mapped = mapItem(sliderYachtComponent, { slides: all, ...elements }, { locale: 'en', item: ref, linkedItems });
  if (!mapped.ok) throw new Error('slider');
  return mapped.props;
};

describe('manual_yacht_grid market status (spec 5.3)', () => {
  it('no status includes every yacht, each in its own market; a ghost card has no price', () => {
    const { props, issues } = grid({});
    expect(issues).toEqual([]);
    expect(props.cards.map((card) => [card.yachtId, card.view])).toEqual([
      ['Y1', 'charter'],
      ['Y2', 'sale'],
      ['Y3', 'charter'],
      ['Y4', 'sale'],
    ]);
    expect(props.cards.find((card) => card.yachtId === 'Y4')?.prices).toBeNull();
  });

  it('charter keeps charter and both, shown as charter; sale keeps sale and both, shown as sale', () => {
    expect(grid({ market_status: fx.choice('charter') }).props.cards.map((card) => `${card.yachtId}:${card.view}`)).toEqual(['Y1:charter', 'Y3:charter']);
    expect(grid({ market_status: fx.choice('sale') }).props.cards.map((card) => `${card.yachtId}:${card.view}`)).toEqual(['Y2:sale', 'Y3:sale']);
  });

  it('berth items become berth cards (POA), dropped from a charter list', () => {
    const { props } = grid({ yachts: fx.linked('berth_x'), market_status: fx.choice('sale') });
    expect(props.berths).toMatchObject([{ name: '40 m berth, Port Hercule', price: 'POA', length: '40 m', href: '/berths-for-sale/port-hercule/' }]);
    expect(grid({ yachts: fx.linked('berth_x'), market_status: fx.choice('charter') }).props.berths).toEqual([]);
  });

  it('a missing linked yacht is reported and left out', () => {
    const { props, issues } = grid({ yachts: fx.linked('c', 'gone') });
    expect(props.cards).toHaveLength(1);
    expect(issues[0]).toMatchObject({ element: 'yachts' });
  });
});

describe('manual_yacht_grid as the page listing (spec 3.7)', () => {
  const many = Array.from({ length: LISTING_PAGE_SIZE + 2 }, (_, i) => yacht(`y${i}`, 'charter', `P${i}`));
  const items = { ...linkedItems, ...Object.fromEntries(many.map((entry) => [entry.system.codename, entry])) };
  const elements = { yachts: fx.linked(...many.map((entry) => entry.system.codename), 'berth_x') };
  const listed = (page: number | null, codename = ref.codename) =>
    mapItem(manualYachtGrid, elements, {
      locale: 'es',
      item: ref,
      linkedItems: items,
      page: { ...NO_PAGE, path: '/yachts', ...(page === null ? {} : { listing: { codename, page } }) },
    });
  const props = (page: number | null, codename?: string) => {
    const mapped = listed(page, codename);
    if (!mapped.ok) throw new Error('grid');
    return mapped.props;
  };

  it('shows one page of yachts then berths, links every page in the locale, and keeps the whole order for previous/next', () => {
    const first = props(1);
    expect(first.cards.map((card) => card.yachtId)).toEqual(many.slice(0, LISTING_PAGE_SIZE).map((_, i) => `P${i}`));
    expect(first.berths).toEqual([]);
    expect(first.paging).toEqual({ page: 1, hrefs: ['/es/yachts/', '/es/yachts/page/2/'] });
    const second = props(2);
    expect(second.cards.map((card) => card.yachtId)).toEqual([`P${LISTING_PAGE_SIZE}`, `P${LISTING_PAGE_SIZE + 1}`]);
    expect(second.berths.map((berth) => berth.name)).toEqual(['40 m berth, Port Hercule']);
    expect(second.paging?.page).toBe(2);
    for (const shown of [first, second]) {
      expect(shown.total).toBe(LISTING_PAGE_SIZE + 3);
      expect(shown.navigation.map((entry) => entry.YachtId)).toEqual(many.map((_, i) => `P${i}`));
      expect(shown.navigation[0]?.Url).toMatch(/^\/es\/yacht-for-charter\/[a-z-]+\/$/);
    }
  });

  it('a grid that is not the page listing shows every card and no pages', () => {
    for (const shown of [props(null), props(2, 'another_grid')]) {
      expect(shown.cards).toHaveLength(LISTING_PAGE_SIZE + 2);
      expect(shown.paging).toBeNull();
    }
  });
});

describe('slider_yacht_component slide rules (spec 5.3)', () => {
  it('charter slides keep charter or both; sale slides keep sale or both', () => {
    expect(slider({ slide_type: fx.choice('charter') }).cards.map((card) => card.yachtId)).toEqual(['Y1', 'Y3']);
    expect(slider({ slide_type: fx.choice('sale') }).cards.map((card) => card.yachtId)).toEqual(['Y2', 'Y3']);
    expect(slider({}).cards).toHaveLength(4);
  });
});
