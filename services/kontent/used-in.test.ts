/**
 * "Used in" (spec 7.1): GET items/{codename}/used-in and assets/{codename}/used-in, as
 * the SDK's itemUsedIn and assetUsedIn read them: one entry per language variant that references
 * the item or asset directly, system properties only, paged with X-Continuation (the SDK's recorded
 * hosted responses, kontent-ai/delivery-sdk-js test/…/used-in).
 */
import { HttpService } from '@kontent-ai/core-sdk';
import { createDeliveryClient } from '@kontent-ai/delivery-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { createStore } from './store';
import { el, fixtureInput, variant } from '../../testing/kontent-fixture';
import { serveApi, type ServedApi } from '../../testing/local-http';

const HERO_IMAGE = '2d8c5e0a-4b7f-4f7e-9a51-0c2b7f3e9d11';

const input = fixtureInput();
const article = variant('article_launch', 'article', 'en', {
  body: {
    ...el.richText('<p>See <a data-item-id="id-charter" href="">charter</a></p><figure data-asset-id="x"></figure>'),
    links: { 'id-charter': { codename: 'charter', type: 'page', url_slug: '/yacht-charter' } },
    images: { [HERO_IMAGE]: { image_id: HERO_IMAGE, description: null, url: `https://assets-us-01.kc-usercontent.com/env/${HERO_IMAGE}/Deck%20plan.jpg`, width: 10, height: 10 } },
  },
});
const draft = variant('article_draft', 'article', 'en', { related: el.linked('news') }, { workflow_step: 'draft' });
const store = createStore({ ...input, published: [...input.published, article], preview: [...input.preview, article, draft] });

const served: ServedApi[] = [];
afterAll(() => Promise.all(served.map((s) => s.close())));

/** The SDK over HTTP with both bases; `requests` holds the headers the API received. */
const client = async (pageSize?: number) => {
  const server = await serveApi(createLocalDeliveryApi({ store, maxResponseBytes: Infinity, feedPageSize: pageSize, previewKey: 'pk' }));
  served.push(server);
  const sdk = createDeliveryClient({
    environmentId: 'demo',
    previewApiKey: 'pk',
    proxy: { baseUrl: server.base, basePreviewUrl: `${server.base}/preview` },
    retryStrategy: { maxAttempts: 0 },
    httpService: new HttpService({ logErrorsToConsole: false }),
  });
  return { sdk, requests: server.requests };
};

const variantsOf = (items: readonly { system: { codename: string; language: string } }[]) => items.map(({ system }) => `${system.codename}/${system.language}`);

describe('used-in (spec 7.1)', () => {
  it('spec 7.1: itemUsedIn lists every language variant that references the item, by linked items, rich text and rich-text links', async () => {
    const { data } = await (await client()).sdk.itemUsedIn('charter').toAllPromise();
    expect(variantsOf(data.items)).toEqual(['article_launch/en', 'cta/en', 'home/en', 'home/es']);
    expect(variantsOf((await (await client()).sdk.itemUsedIn('cta').toAllPromise()).data.items)).toEqual(['intro/en']);
    expect(variantsOf((await (await client()).sdk.itemUsedIn('office_monaco').toAllPromise()).data.items)).toEqual(['broker_anna/en', 'broker_ben/en', 'region_med/en']);
  });

  it('spec 7.1: each entry holds the system properties of the hosted answer, and nothing else', async () => {
    const { response } = await (await client()).sdk.itemUsedIn('cta').toPromise();
    expect(response.data).toEqual({
      items: [
        {
          system: {
            id: 'id-intro',
            name: 'intro',
            codename: 'intro',
            language: 'en',
            type: 'richtext_component',
            collection: 'default',
            workflow: 'default',
            workflow_step: 'published',
            last_modified: '2024-01-01T00:00:00Z',
          },
        },
      ],
    });
  });

  it('spec 7.1: pages are chained with X-Continuation, which the SDK follows', async () => {
    const { sdk, requests } = await client(1);
    const { data, responses } = await sdk.itemUsedIn('charter').toAllPromise();
    expect(responses).toHaveLength(4);
    expect(responses.map((r) => r.data.items.length)).toEqual([1, 1, 1, 1]);
    expect(variantsOf(data.items)).toEqual(['article_launch/en', 'cta/en', 'home/en', 'home/es']);
    expect(requests.filter((headers) => Object.keys(headers).some((name) => name.toLowerCase() === 'x-continuation'))).toHaveLength(3);
  });

  it('spec 7.1: the type filter and the language narrow the list; a codename nothing uses is an empty list', async () => {
    const { sdk } = await client();
    expect(variantsOf((await sdk.itemUsedIn('charter').type('page').toAllPromise()).data.items)).toEqual(['home/en', 'home/es']);
    expect(variantsOf((await sdk.itemUsedIn('charter').languageParameter('es').toAllPromise()).data.items)).toEqual(['home/es']);
    const none = await sdk.itemUsedIn('no_such_item').toPromise();
    expect(none.response.status).toBe(200);
    expect(none.data.items).toEqual([]);
  });

  it('spec 7.1: assetUsedIn finds the items using an asset by its id or codename, in asset elements and rich-text images', async () => {
    const { sdk } = await client();
    expect(variantsOf((await sdk.assetUsedIn('aurora_jpg').toAllPromise()).data.items)).toEqual(['aurora/en']);
    expect(variantsOf((await sdk.assetUsedIn(HERO_IMAGE).toAllPromise()).data.items)).toEqual(['article_launch/en']);
    expect(variantsOf((await sdk.assetUsedIn('deck_plan_jpg').toAllPromise()).data.items)).toEqual(['article_launch/en']);
  });

  it('spec 6: at the preview base, used-in lists the drafts that reference the item; the delivery base does not', async () => {
    const { sdk } = await client();
    expect((await sdk.itemUsedIn('news').toAllPromise()).data.items).toEqual([]);
    const { data } = await sdk.itemUsedIn('news').queryConfig({ usePreviewMode: true }).toAllPromise();
    expect(data.items.map((item) => [`${item.system.codename}/${item.system.language}`, item.system.workflowStep])).toEqual([['article_draft/en', 'draft']]);
  });

  it("spec 3.2, 7.1: an item linked from a component inside rich text is used in the component's parent; the component itself is in nothing", async () => {
    const object = (codename: string) => `<object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="${codename}"></object>`;
    const button = { system: { id: 'button-id', codename: 'nbutton', type: 'button__external___internal_link' }, elements: { link__page: el.linked('charter') } };
    const story = variant('story', 'article', 'en', { body: { ...el.richText(object('nbutton'), ['nbutton']), components: [button] } });
    const withComponent = createStore({ ...input, published: [...input.published, story], preview: [...input.preview, story] });
    const server = await serveApi(createLocalDeliveryApi({ store: withComponent, maxResponseBytes: Infinity }));
    served.push(server);
    const sdk = createDeliveryClient({ environmentId: 'demo', proxy: { baseUrl: server.base }, retryStrategy: { maxAttempts: 0 }, httpService: new HttpService({ logErrorsToConsole: false }) });
    expect(variantsOf((await sdk.itemUsedIn('charter').toAllPromise()).data.items)).toContain('story/en');
    expect((await sdk.itemUsedIn('nbutton').toAllPromise()).data.items).toEqual([]);
  });
});
