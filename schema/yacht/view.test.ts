import { describe, expect, it } from 'vitest';
import { item } from '../fixtures';
import { NO_PAGE, type ContentIssue, type MapContext } from '../define';
import type { ContentItem } from '../kontent';
import { validYachtElements } from './yacht.fixtures';
import { pageYacht, pricesByCurrency, yachtView } from './view';

const [aurora, ghost] = validYachtElements.map((elements, i) => item('yacht', `yacht_${i}`, elements ?? {}));

const context = (items: ContentItem[], page: Partial<MapContext['page']>) => {
  const issues: ContentIssue[] = [];
  const ctx: MapContext = {
    locale: 'en',
    page: { ...NO_PAGE, ...page },
    item: { id: 'c', name: 'Hero', codename: 'hero', type: 'yacht_hero_component' },
    linkedItem: (codename) => items.find((entry) => entry.system.codename === codename),
    href: (path) => path,
    report: (issue) => issues.push(issue),
  };
  return { ctx, issues };
};

describe("a yacht page's yacht (spec 3.3, 4.1, 4.2)", () => {
  it('a sale+charter yacht on a charter page is shown as charter, with its charter path and ribbon', () => {
    if (!aurora) throw new Error('fixture');
    const { ctx, issues } = context([aurora], { yacht: 'yacht_0', yachtType: 'charter' });
    const view = pageYacht(ctx);
    expect(issues).toEqual([]);
    expect(view).toMatchObject({ yachtId: 'Y10001_AU', effective: 'charter', path: '/yacht-for-charter/aurora', ribbon: { text: 'New to the fleet' } });
  });

  it('a component on a page with no yacht tells the editor what to link', () => {
    const { ctx, issues } = context([], {});
    expect(pageYacht(ctx)).toBeNull();
    expect(issues[0]?.problem).toMatch(/choose the yacht in the page's 'yacht' element/);
  });

  it('a ghost yacht shows no price in any currency (spec 4.1)', () => {
    if (!ghost) throw new Error('fixture');
    const { ctx } = context([ghost], {});
    const view = yachtView(ghost, 'sale', ctx);
    expect(view?.effective).toBe('ghost');
    expect(view && Object.values(pricesByCurrency(view, 'en'))).toEqual([null, null, null, null]);
  });

  it('prices in every currency: the contract one plain, the others Approx with the rate (spec 9.1)', () => {
    if (!aurora) throw new Error('fixture');
    const { ctx } = context([aurora], {});
    const view = yachtView(aurora, 'sale', ctx);
    if (!view) throw new Error('view');
    const prices = pricesByCurrency(view, 'en');
    expect(prices.eur?.tooltip).toBeNull();
    expect(prices.usd?.text).toMatch(/^Approx \$/);
    expect(prices.usd?.tooltip).toMatch(/1 EUR = 1\.0800 USD/);
  });
});
