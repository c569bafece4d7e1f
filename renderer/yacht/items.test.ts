/** Spec 3.3, 7.4, 9.2: the yacht queries the catalogue, the brochure and the publish webhook make, on the local Delivery API. */
import { describe, expect, it } from 'vitest';
import { el, standIn, variant, type Variant } from '../../testing/delivery-stand-in';
import { readYachtElements, readYachtIdIndex, readYachtItem, readYachtItems } from './items';

const yacht = (codename: string, language: string, id: string | null, name = codename) =>
  variant(codename, 'yacht', language, {
    name: el.text(name),
    api_data: el.custom(id === null ? '' : JSON.stringify({ id, name })),
    builder: el.linked('builder_feadship'),
  });

const content = (): Variant[] => [
  yacht('aurora', 'en', 'Y1', 'Aurora'),
  yacht('aurora', 'es', 'Y1', 'Aurora ES'),
  yacht('boreal', 'en', 'Y2', 'Boreal'),
  // Only in English: Spanish readers get the English variant back, which the catalogue leaves out.
  yacht('calypso', 'en', 'Y3', 'Calypso'),
  // A second item claiming Y1, and one whose data is not JSON.
  yacht('aurora_copy', 'en', 'Y1'),
  yacht('broken', 'en', null),
  variant('builder_feadship', 'page', 'en', { title: el.text('Feadship'), url_slug: el.slug('feadship') }),
  variant('home', 'page', 'en', { title: el.text('Home'), url_slug: el.slug('/') }),
];

const setup = (options: Parameters<typeof standIn>[1] = {}) => {
  const { client, requests } = standIn(content(), options);
  return { q: (language = 'en') => ({ client, language }), requests };
};

describe('yachts named by search hits (spec 3.3 cards)', () => {
  it('reads the named yachts in one request with their builder page, in the locale', async () => {
    const { q, requests } = setup();
    const { items, linked } = await readYachtItems(q(), ['aurora', 'boreal']);
    expect(items.map((i) => i.elements.name?.value).sort()).toEqual(['Aurora', 'Boreal']);
    expect(Object.keys(linked)).toContain('builder_feadship');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.params.get('system.type')).toBe('yacht');
    expect(requests[0]?.params.get('depth')).toBe('1');
    expect(requests[0]?.params.get('limit')).toBe('2');
  });

  it('leaves out a yacht not published in the language instead of showing it in English', async () => {
    const { q } = setup();
    const { items } = await readYachtItems(q('es'), ['aurora', 'calypso']);
    expect(items.map((i) => i.elements.name?.value)).toEqual(['Aurora ES']);
  });

  it('asks nothing for no hits', async () => {
    const { q, requests } = setup();
    expect(await readYachtItems(q(), [])).toEqual({ items: [], linked: {} });
    expect(requests).toHaveLength(0);
  });
});

describe("a yacht's elements for its search records (spec 9.2)", () => {
  it('reads the raw elements without linked items', async () => {
    const { q, requests } = setup();
    const elements = await readYachtElements(q('es'), 'aurora');
    expect(elements?.name).toMatchObject({ value: 'Aurora ES' });
    expect(requests[0]?.params.get('depth')).toBe('0');
  });

  it('is null for a yacht that is not published, and throws when the service fails, so nothing is deleted by mistake', async () => {
    expect(await readYachtElements(setup().q(), 'gone')).toBeNull();
    await expect(readYachtElements(setup({ failWhen: () => true }).q(), 'aurora')).rejects.toThrow();
  });
});

describe('a yacht by its YachtId (spec 2.8 brochure, 7.4)', () => {
  it('indexes YachtId -> codename from the feed, reading only api_data; the first yacht keeps an id', async () => {
    const { q, requests } = setup();
    expect(await readYachtIdIndex(q())).toEqual({ Y1: 'aurora', Y2: 'boreal', Y3: 'calypso' });
    expect(requests[0]?.path).toBe('/demo/items-feed');
    expect(requests[0]?.params.get('elements')).toBe('api_data');
  });

  it('reads the item by codename, or null when there is none', async () => {
    const { q } = setup();
    expect((await readYachtItem(q(), 'boreal'))?.elements.name?.value).toBe('Boreal');
    expect(await readYachtItem(q(), 'gone')).toBeNull();
  });
});
