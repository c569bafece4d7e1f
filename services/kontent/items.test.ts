import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentItemSchema } from '../../schema/kontent';
import { createLocalDeliveryApi } from './api';
import { createStore } from './store';
import { codenamesOf, fixtureInput, getError, getItems, singleItemSchema } from '../../testing/kontent-fixture';

const api = createLocalDeliveryApi({ store: createStore(fixtureInput()), maxResponseBytes: Infinity });

const getItem = async (url: string) => {
  const response = await api.handle({ method: 'GET', url, headers: {} });
  expect(response.status).toBe(200);
  return singleItemSchema.parse(response.body);
};

describe('paging (spec 3.2, 7.1)', () => {
  it('spec 7.1: limit and skip page the results; pagination reports skip, limit, count and next_page', async () => {
    const first = await getItems(api, '/demo/items?system.type=yacht&limit=3');
    expect(codenamesOf(first.body)).toEqual(['aurora', 'blue_horizon', 'coral']);
    expect(first.body.pagination).toEqual({
      skip: 0,
      limit: 3,
      count: 3,
      next_page: expect.stringContaining('skip=3'),
    });
    const second = await getItems(api, '/demo/items?system.type=yacht&limit=3&skip=3');
    expect(codenamesOf(second.body)).toEqual(['dawn']);
    expect(second.body.pagination).toMatchObject({ skip: 3, limit: 3, count: 1, next_page: '' });
  });

  it('spec 7.1: next_page repeats the query with skip moved on, on the host the request came to', async () => {
    const { body } = await getItems(api, 'https://deliver.example/demo/items?system.type=yacht&limit=2&skip=1&depth=0');
    const next = new URL(body.pagination?.next_page ?? '');
    expect(next.origin).toBe('https://deliver.example');
    expect(next.pathname).toBe('/demo/items');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      'system.type': 'yacht',
      limit: '2',
      skip: '3',
      depth: '0',
    });
    const followed = await getItems(api, next.toString());
    expect(codenamesOf(followed.body)).toEqual(['dawn']);
  });

  it('spec 7.1: a relative request URL gets a next_page on its Host header', async () => {
    const { body } = await getItems(api, '/demo/items?system.type=yacht&limit=2', { Host: '127.0.0.1:4010' });
    expect(body.pagination?.next_page).toBe('http://127.0.0.1:4010/demo/items?system.type=yacht&limit=2&skip=2');
  });

  it('spec 3.2: includeTotalCount=true adds total_count; without a limit every match is returned', async () => {
    const counted = await getItems(api, '/demo/items?system.type=yacht&limit=1&includeTotalCount=true');
    expect(counted.body.pagination).toMatchObject({ count: 1, total_count: 4 });
    const all = await getItems(api, '/demo/items?system.type=yacht');
    expect(all.body.pagination).toEqual({ skip: 0, limit: 0, count: 4, next_page: '' });
  });

  it('spec 7.1: skipping past the end gives an empty page, not an error', async () => {
    const { body } = await getItems(api, '/demo/items?system.type=yacht&skip=50&limit=5');
    expect(body.items).toEqual([]);
    expect(body.pagination).toMatchObject({ skip: 50, count: 0, next_page: '' });
  });
});

describe('linked items and depth (spec 7.1)', () => {
  it('spec 7.1: depth defaults to 1: items linked directly are in modular_content, nothing deeper', async () => {
    const { modular_content } = await getItem('/demo/items/home');
    expect(Object.keys(modular_content).sort()).toEqual(['charter', 'hero', 'intro']);
  });

  it('spec 7.1: depth=0 resolves no linked items', async () => {
    expect((await getItem('/demo/items/home?depth=0')).modular_content).toEqual({});
  });

  it('spec 7.1: each depth level follows modular_content and rich_text links one step further', async () => {
    const two = await getItem('/demo/items/home?depth=2');
    expect(Object.keys(two.modular_content).sort()).toEqual(['charter', 'charter_headline', 'cta', 'hero', 'intro']);
    const deep = await getItems(api, '/demo/items?system.codename=aurora&depth=3');
    expect(Object.keys(deep.body.modular_content).sort()).toEqual(['broker_anna', 'office_monaco', 'region_med']);
    const shallow = await getItems(api, '/demo/items?system.codename=aurora&depth=2');
    expect(Object.keys(shallow.body.modular_content).sort()).toEqual(['broker_anna', 'office_monaco']);
  });

  it('spec 7.1: a large depth stops where the links end, and a link cycle (office <-> region) does not loop', async () => {
    const { modular_content } = await getItem('/demo/items/home?depth=50');
    expect(Object.keys(modular_content).sort()).toEqual(['charter', 'charter_headline', 'cta', 'hero', 'intro']);
    const cycle = await getItems(api, '/demo/items?system.codename=aurora&depth=50');
    expect(Object.keys(cycle.body.modular_content).sort()).toEqual(['broker_anna', 'office_monaco', 'region_med']);
  });

  it('spec 7.1: linked items of the list share one modular_content map keyed by codename', async () => {
    const { body } = await getItems(api, '/demo/items?system.type=yacht&elements.brokers[nempty]');
    expect(Object.keys(body.modular_content).sort()).toEqual(['broker_anna', 'broker_ben']);
    expect(body.modular_content['broker_ben']?.system.codename).toBe('broker_ben');
  });
});

describe('projection (spec 7.1)', () => {
  it('spec 7.1: elements=a,b keeps only those elements, in linked items too', async () => {
    const { item, modular_content } = await getItem('/demo/items/home?elements=title,components,text');
    expect(Object.keys(item.elements).sort()).toEqual(['components', 'title']);
    expect(Object.keys(modular_content['hero']?.elements ?? {})).toEqual(['text']);
    // intro has no projected element: it is listed, with no elements.
    expect(modular_content['intro']?.elements).toEqual({});
  });

  it('spec 7.1: only projected elements pull in linked items', async () => {
    const { modular_content } = await getItem('/demo/items/home?elements=title,components');
    expect(Object.keys(modular_content).sort()).toEqual(['hero', 'intro']);
  });

  it('spec 7.1: excludeElements drops elements and the items only they link', async () => {
    const { item, modular_content } = await getItem('/demo/items/home?excludeElements=child_pages');
    expect(item.elements['child_pages']).toBeUndefined();
    expect(item.elements['title']).toBeDefined();
    expect(Object.keys(modular_content).sort()).toEqual(['hero', 'intro']);
  });
});

describe('language and fallback (spec 2.1, 7.1)', () => {
  it('spec 7.1: without language the default language is served', async () => {
    expect((await getItem('/demo/items/hero')).item.elements['text']?.value).toBe('Welcome aboard');
  });

  it('spec 7.1: language=es serves the Spanish variant where there is one', async () => {
    const { item } = await getItem('/demo/items/hero?language=es');
    expect(item.elements['text']?.value).toBe('Bienvenidos');
    expect(item.system.language).toBe('es');
  });

  it('spec 2.1: an untranslated item falls back to English and keeps its own system.language', async () => {
    const { item } = await getItem('/demo/items/charter?language=es');
    expect(item.elements['title']?.value).toBe('Yacht charter');
    expect(item.system.language).toBe('en');
  });

  it('spec 2.1: listings and linked items fall back too', async () => {
    const { body } = await getItems(api, '/demo/items?language=es&system.codename=home&depth=1');
    expect(body.items[0]?.system.language).toBe('es');
    expect(body.modular_content['hero']?.system.language).toBe('es');
    expect(body.modular_content['intro']?.system.language).toBe('en');
  });

  it('spec 7.1: system.language=es keeps only real translations (no fallback variants)', async () => {
    const { body } = await getItems(api, '/demo/items?language=es&system.type=page&system.language=es');
    expect(codenamesOf(body)).toEqual(['home', 'news']);
  });

  it('spec 7.1: an unknown language is a 400 naming it', async () => {
    const { status, error } = await getError(api, '/demo/items?language=fr');
    expect(status).toBe(400);
    expect(error.message).toContain("'fr'");
  });
});

describe('single item (spec 7.1)', () => {
  it('spec 7.1: GET items/{codename} returns the item and its linked items', async () => {
    const { item, modular_content } = await getItem('/demo/items/intro');
    expect(item.system.codename).toBe('intro');
    expect(Object.keys(modular_content)).toEqual(['cta']);
  });

  it('spec 7.1: an unknown codename is a 404 with error_code 100', async () => {
    const { status, error } = await getError(api, '/demo/items/no_such_item');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      error_code: 100,
      message: "The requested content item 'no_such_item' was not found.",
    });
  });
});

describe('items-feed (spec 7.1)', () => {
  const feedApi = createLocalDeliveryApi({
    store: createStore(fixtureInput()),
    feedPageSize: 3,
    maxResponseBytes: Infinity,
  });

  const feedSchema = z.object({
    items: z.array(contentItemSchema),
    modular_content: z.record(z.string(), z.unknown()),
  });

  const feedPage = async (url: string, continuation?: string) => {
    const response = await feedApi.handle({
      method: 'GET',
      url,
      headers: continuation ? { 'X-Continuation': continuation } : {},
    });
    expect(response.status).toBe(200);
    return { body: feedSchema.parse(response.body), token: response.headers['x-continuation'] };
  };

  it('spec 7.1: the feed pages all matching items with X-Continuation and resolves no linked items', async () => {
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await feedPage('/demo/items-feed?system.type[in]=yacht,person', token);
      expect(page.body.modular_content).toEqual({});
      seen.push(...codenamesOf(page.body));
      token = page.token;
      pages += 1;
    } while (token !== undefined && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toEqual(['aurora', 'blue_horizon', 'broker_anna', 'broker_ben', 'coral', 'dawn']);
  });

  it('spec 7.1: a forged continuation token is a 400', async () => {
    const response = await feedApi.handle({
      method: 'GET',
      url: '/demo/items-feed',
      headers: { 'x-continuation': 'not-a-token' },
    });
    expect(response.status).toBe(400);
  });
});
