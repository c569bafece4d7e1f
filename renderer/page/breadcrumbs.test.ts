/** Spec 2.4 step 7: the breadcrumb trail from the pages at each ancestor path, read from the local Delivery API. */
import { describe, expect, it } from 'vitest';
import { toPageResult, type PageResult } from '../../schema/page';
import { ancestorPaths, breadcrumbTrail } from './breadcrumbs';
import { page } from '../../testing/page-content';
import { el, standIn, type Variant } from '../../testing/delivery-stand-in';

const pageResult = (item: Variant): PageResult => {
  const parsed = toPageResult(item);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.page;
};

const tree = (): Variant[] => [
  page('home', '/', 'Home'),
  page('home', '/', 'Inicio', [], {}, 'es'),
  page('sale', '/yachts-for-sale', 'Yachts for sale', [], { breadcrumbs_title: el.text('Sale') }),
  page('sale', '/yachts-for-sale', 'Yates en venta', [], { breadcrumbs_title: el.text('  ') }, 'es'),
];

const trailOf = async (item: Variant, language = 'en', items = tree()) => {
  const { client, requests } = standIn([...items, item]);
  const trail = await breadcrumbTrail({ client, language, preview: false }, pageResult(item));
  return { trail, requests };
};

describe('breadcrumb trail (spec 2.4 step 7)', () => {
  it('lists every ancestor path, home first', () => {
    expect(ancestorPaths('/yachts-for-sale/motor/azzam')).toEqual(['/', '/yachts-for-sale', '/yachts-for-sale/motor', '/yachts-for-sale/motor/azzam']);
    expect(ancestorPaths('/')).toEqual(['/']);
  });

  it('spec 2.4.7: names each ancestor by its breadcrumbs title, else its title, and skips paths without a page', async () => {
    const azzam = page('azzam', '/yachts-for-sale/motor/azzam', 'Azzam for sale', [], { breadcrumbs_title: el.text('Azzam') });
    const { trail, requests } = await trailOf(azzam);
    expect(trail).toEqual([
      { title: 'Home', path: '/' },
      { title: 'Sale', path: '/yachts-for-sale' },
      { title: 'Azzam', path: '/yachts-for-sale/motor/azzam' },
    ]);
    expect(requests).toHaveLength(1);
    const params = requests[0]?.params;
    expect(params?.get('elements.url_slug[in]')).toBe('/,/yachts-for-sale,/yachts-for-sale/motor');
    expect(params?.get('elements')).toBe('title,breadcrumbs_title,url_slug');
    expect(params?.get('depth')).toBe('0');
  });

  it('spec 2.1, 2.4.7: a Spanish trail uses Spanish titles, with the title where the breadcrumbs title is blank', async () => {
    const azzam = page('azzam', '/yachts-for-sale/azzam', 'Azzam en venta', [], {}, 'es');
    const { trail } = await trailOf(azzam, 'es');
    expect(trail.map((c) => c.title)).toEqual(['Inicio', 'Yates en venta', 'Azzam en venta']);
  });

  it('spec 2.4.7: the home page is its own trail, without a query for ancestors', async () => {
    const { trail, requests } = await trailOf(page('home', '/', 'Home'), 'en', []);
    expect(trail).toEqual([{ title: 'Home', path: '/' }]);
    expect(requests).toHaveLength(0);
  });
});
