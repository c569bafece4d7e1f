/**
 * The demo yachts and berths the listing pages of spec 2.2 show, read from the items the catalogue
 * generated (it runs before the pages): each list in the order a broker would present it.
 */
import { yachtApiSchema, type YachtApi } from '../../../schema/yacht/api';
import type { GeneratorContext } from '../context';
import type { ItemSpec } from '../kontent';

export type DemoYacht = { codename: string; market: string; api: YachtApi; newToMarket: { sale: boolean; charter: boolean }; ribbon: string };

const valueOf = (item: ItemSpec, element: string): unknown => item.variants.en[element]?.value;
const yes = (value: unknown) => Array.isArray(value) && value.length > 0;

export const demoYachts = (ctx: GeneratorContext): DemoYacht[] =>
  ctx.items().flatMap((item) => {
    if (item.type !== 'yacht') return [];
    const market = valueOf(item, 'yacht_type');
    const raw = valueOf(item, 'api_data');
    const api = typeof raw === 'string' ? yachtApiSchema.safeParse(JSON.parse(raw)) : null;
    const first: unknown = Array.isArray(market) ? market[0] : undefined;
    const codename = typeof first === 'object' && first !== null && 'codename' in first ? String(first.codename) : '';
    if (!api?.success) return [];
    const ribbon = valueOf(item, 'ribbon_text');
    return [
      {
        codename: item.codename,
        market: codename,
        api: api.data,
        newToMarket: { sale: yes(valueOf(item, 'sale_new_to_market')), charter: yes(valueOf(item, 'charter_new_to_market')) },
        ribbon: typeof ribbon === 'string' ? ribbon : '',
      },
    ];
  });

const offered = (side: 'charter' | 'sale') => (y: DemoYacht) => y.market === side || y.market === 'sale_charter';
const byLength = (a: DemoYacht, b: DemoYacht) => b.api.lengthMeters - a.api.lengthMeters;
const year = (y: DemoYacht) => y.api.buildyear ?? 0;
const byYear = (a: DemoYacht, b: DemoYacht) => year(b) - year(a) || byLength(a, b);
const codenames = (list: DemoYacht[]) => list.map((y) => y.codename);

/** Every list, largest yachts first as brokers list them. */
export const yachtLists = (ctx: GeneratorContext) => {
  const all = demoYachts(ctx);
  const charter = all.filter(offered('charter')).sort(byLength);
  const sale = all.filter(offered('sale')).sort(byLength);
  const newest = Math.max(...all.map(year));
  const isNew = (side: 'charter' | 'sale') => (y: DemoYacht) => y.newToMarket[side] || year(y) >= newest - 2;
  return {
    charter: codenames(charter),
    sale: codenames(sale),
    newCharter: codenames(charter.filter(isNew('charter')).sort(byYear)),
    newSale: codenames(sale.filter(isNew('sale')).sort(byYear)),
    /** The largest sale yachts: what a featured page leads with. */
    featuredSale: codenames(sale.slice(0, 8)),
    /** Charter yachts with a ribbon or open weeks this summer: every third yacht of the fleet, smaller first. */
    lastMinute: codenames(charter.filter((y, i) => y.ribbon !== '' || i % 3 === 1).reverse()),
    /** Off-market (ghost) yachts: sold, shown without a price (spec 4.1). */
    recentSales: codenames(all.filter((y) => y.market === 'ghost').sort(byYear)),
    berths: ctx
      .items()
      .filter((item) => item.type === 'berth')
      .map((item) => item.codename),
  };
};
