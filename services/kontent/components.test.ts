/**
 * Rich-text components as the hosted Delivery API answers them (spec 3.2, 7.1): the
 * stand-in holds an environment rebuilt from a hosted-shaped items feed (./fixtures) and must give
 * back the hosted answers: components in `modular_content` at every depth and in the feed, never
 * as items.
 */
import { HttpService } from '@kontent-ai/core-sdk';
import { createDeliveryClient } from '@kontent-ai/delivery-sdk';
import { describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { serveLocalDeliveryApi, serverBaseUrl } from './server';
import { hostedFixture, storeFromFeed } from './fixtures/hosted';
import { createStore, type StoreInput } from './store';

const BUTTON = 'n3f9c1a2b_7d4e_4f6a_8b9c_0d1e2f3a4b5c';
const QUOTE = 'c47e2a91_5b3d_4e8f_a6c1_2d9b0e7f3a58';

const apiOver = (input: StoreInput) => createLocalDeliveryApi({ store: createStore(input) });
const hosted = apiOver(storeFromFeed(hostedFixture('components.items-feed')));

const get = async (url: string, api = hosted) => {
  const response = await api.handle({ method: 'GET', url, headers: {} });
  return { status: response.status, body: response.body };
};

describe('components answered as the hosted Delivery API answers them (spec 3.2, 7.1)', () => {
  it('GET item: the components and the inserted item are in modular_content; the rich text names them in order', async () => {
    expect(await get('/demo/items/charter_guide_text')).toEqual({ status: 200, body: hostedFixture('components.item') });
  });

  it('GET item at depth=0: no linked item, but every component, which depth never drops', async () => {
    expect(await get('/demo/items/charter_guide_text?depth=0')).toEqual({ status: 200, body: hostedFixture('components.item-depth0') });
  });

  it('GET items-feed: modular_content holds the components only', async () => {
    expect(await get('/demo/items-feed')).toEqual({ status: 200, body: hostedFixture('components.items-feed') });
  });

  it('a component is never an item: not listed, not found by its type, 404 at /items/{codename}', async () => {
    const all = await get('/demo/items');
    expect(all.body).toMatchObject({ items: [{ system: { codename: 'charter_guide_text' } }, { system: { codename: 'fleet_headline' } }] });
    expect(await get('/demo/items?system.type=quote_people_component')).toEqual({ status: 200, body: hostedFixture('components.items-by-type') });
    expect(await get(`/demo/items?system.codename=${QUOTE}`)).toMatchObject({ status: 200, body: { items: [], modular_content: {} } });
    const missing = await get(`/demo/items/${BUTTON}`);
    expect(missing.status).toBe(404);
    expect({ ...Object(missing.body), request_id: '' }).toEqual(hostedFixture('components.item-not-found'));
  });

  it('GET items with a filter, paging and depth=0: each listed item brings its components', async () => {
    const { body } = await get('/demo/items?system.type=richtext_component&limit=1&depth=0');
    expect(body).toMatchObject({ items: [{ system: { codename: 'charter_guide_text' } }], pagination: { count: 1 } });
    expect(Object.keys(Object(body).modular_content).sort()).toEqual([QUOTE, BUTTON].sort());
    const second = await get('/demo/items?limit=1&skip=1');
    expect(Object.keys(Object(second.body).modular_content)).toEqual([]);
  });

  it('the elements projection: a rich text left out takes its components with it; one kept brings them, projected too', async () => {
    const without = await get('/demo/items/charter_guide_text?elements=background_color__options');
    expect(Object(without.body).modular_content).toEqual({});
    const kept = await get('/demo/items/charter_guide_text?elements=content,quote&depth=0');
    const linked = Object(kept.body).modular_content;
    expect(Object.keys(linked).sort()).toEqual([QUOTE, BUTTON].sort());
    expect(Object.keys(linked[QUOTE].elements)).toEqual(['quote']);
    expect(linked[BUTTON].elements).toEqual({});
  });

  it('language fallback: an untranslated item comes in its fallback language, its components with it', async () => {
    const { body } = await get('/demo/items/charter_guide_text?language=es');
    const { item, modular_content } = Object(body);
    expect(item.system.language).toBe('en');
    expect(modular_content[BUTTON].system.language).toBe('en');
  });

  it('nested components (a component in a component’s rich text) are answered too, and their links resolved as the item’s', async () => {
    const rich = (html: string, modular: string[], components: unknown[] = []) => ({
      type: 'rich_text' as const,
      name: 'Text',
      value: html,
      images: {},
      links: {},
      modular_content: modular,
      components,
    });
    const object = (rel: string, codename: string) => `<object type="application/kenticocloud" data-type="item" data-rel="${rel}" data-codename="${codename}"></object>`;
    const system = (codename: string, type: string) => ({
      id: `id-${codename}`,
      name: codename,
      codename,
      language: 'en',
      type,
      collection: 'default',
      sitemap_locations: [],
      last_modified: '2025-01-01T00:00:00Z',
      workflow_step: 'published',
      workflow: 'default',
    });
    const inner = { system: { id: 'inner-id', codename: 'ninner', type: 'headline_component' }, elements: { text: { type: 'text' as const, name: 'Text', value: 'Deep' } } };
    const outer = {
      system: { id: 'outer-id', codename: 'nouter', type: 'faq_rich_text' },
      elements: { answer: rich(`${object('component', 'ninner')}${object('link', 'linked_page')}`, ['ninner', 'linked_page'], [inner]) },
    };
    const store = storeFromFeed({ items: [], modular_content: {} });
    const parent = { system: system('parent', 'richtext_component'), elements: { content: rich(object('component', 'nouter'), ['nouter'], [outer]) } };
    const linkedPage = { system: system('linked_page', 'page'), elements: { title: { type: 'text' as const, name: 'Title', value: 'Linked' } } };
    const api = apiOver({ ...store, published: [parent, linkedPage], preview: [parent, linkedPage] });
    const zero = Object((await get('/demo/items/parent?depth=0', api)).body).modular_content;
    expect(Object.keys(zero).sort()).toEqual(['ninner', 'nouter']);
    expect(zero.nouter.elements.answer).not.toHaveProperty('components');
    expect(Object.keys(Object((await get('/demo/items/parent', api)).body).modular_content).sort()).toEqual(['linked_page', 'ninner', 'nouter']);
    expect(Object.keys(Object((await get('/demo/items-feed', api)).body).modular_content).sort()).toEqual(['ninner', 'nouter']);
  });

  it('the SDK reads components from the stand-in as from the hosted API: in linkedItems', async () => {
    const server = await serveLocalDeliveryApi({ port: 0, api: hosted });
    const client = createDeliveryClient({
      environmentId: 'demo',
      proxy: { baseUrl: serverBaseUrl(server) },
      httpService: new HttpService({ logErrorsToConsole: false }),
    });
    const response = await client.item('charter_guide_text').depthParameter(0).toPromise();
    expect(Object.keys(response.data.linkedItems).sort()).toEqual([QUOTE, BUTTON].sort());
    expect(response.data.linkedItems[QUOTE]?.system.type).toBe('quote_people_component');
    await new Promise((resolve) => server.close(resolve));
  });
});
