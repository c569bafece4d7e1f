/**
 * The site's wiring of the delivery client: the official SDK talking to the local Delivery API
 * (services/kontent) in-process through the production transport seam
 * (renderer/delivery/http-service.ts), unchanged, or to the hosted API when configured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeliveryClient, DeliveryError, type IDeliveryClientConfig } from '@kontent-ai/delivery-sdk';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTransportHttpService, type TransportResponse } from '../../renderer/delivery/http-service';
import { defaultRetryPolicy } from '../../renderer/delivery/retry';
import { readEnv } from '../../schema/env';
import { createLocalDeliveryApi, type LocalDeliveryApiOptions } from '../../services/kontent/api';
import { createStore } from '../../services/kontent/store';
import { fixtureInput } from '../../testing/kontent-fixture';
import { writeFixtureStore } from '../../testing/kontent-store';
import { createDelivery } from './delivery';
import { queryConfig } from '../../renderer/delivery/query-config';
import { runServeCommand } from '../../services/kontent/serve-command';
import { serverBaseUrl } from '../../services/kontent/server';

const store = createStore(fixtureInput());

/** An SDK client wired to a local API; `responses` records what the API answered. */
const setup = (api: Partial<LocalDeliveryApiOptions> = {}, client: Partial<IDeliveryClientConfig> = {}) => {
  const local = createLocalDeliveryApi({ store, maxResponseBytes: Infinity, ...api });
  const responses: (TransportResponse & { url: string })[] = [];
  const httpService = createTransportHttpService(
    async ({ url, method, headers }) => {
      const response = await local.handle({ url, method, headers });
      responses.push({ ...response, url });
      return response;
    },
    { ...defaultRetryPolicy, attempts: 1 },
  );
  return { client: createDeliveryClient({ environmentId: 'demo', httpService, ...client }), responses };
};

/** The DeliveryError a failing query rejects with. */
const deliveryError = async (promise: Promise<unknown>): Promise<DeliveryError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DeliveryError)) throw new Error(`expected a DeliveryError, got ${String(error)}`);
  return error;
};

describe('the Kontent SDK against the local Delivery API (spec 7.1)', () => {
  it('spec 7.1: items with type, element filters, order, limit and total count map into SDK items', async () => {
    const { client } = setup();
    const { data } = await client
      .items()
      .type('yacht')
      .greaterThanFilter('elements.length', 40)
      .containsFilter('elements.yacht_type', ['charter'])
      .orderByDescending('elements.length')
      .limitParameter(5)
      .includeTotalCountParameter()
      .toPromise();
    expect(data.items.map((i) => i.system.codename)).toEqual(['blue_horizon', 'aurora']);
    expect(data.items[0]?.elements['length']?.value).toBe(62);
    expect(data.pagination).toMatchObject({ skip: 0, limit: 5, count: 2, totalCount: 2, nextPage: '' });
  });

  it('spec 7.1: linked items of modular_content and rich_text elements resolve in the SDK', async () => {
    const { client } = setup();
    const { data } = await client.item('home').depthParameter(2).toPromise();
    const components = data.item.elements['components'];
    expect(components?.value).toEqual(['hero', 'intro']);
    expect(Object.keys(data.linkedItems).sort()).toEqual(['charter', 'charter_headline', 'cta', 'hero', 'intro']);
    const intro = data.linkedItems['intro'];
    const content = intro?.elements['content'];
    expect(content?.type).toBe('rich_text');
    expect(data.linkedItems['cta']?.elements['button_text']?.value).toBe('See charter yachts');
  });

  it('spec 2.1, 7.1: languageParameter serves Spanish with English fallback', async () => {
    const { client } = setup();
    const { data } = await client.items().type('page').languageParameter('es').toPromise();
    const languages = Object.fromEntries(data.items.map((i) => [i.system.codename, i.system.language]));
    expect(languages).toEqual({ charter: 'en', home: 'es', news: 'es' });
  });

  it('spec 7.1: toAllPromise follows next_page across pages', async () => {
    const { client, responses } = setup();
    const { data } = await client.items().type('yacht').limitParameter(3).toAllPromise();
    expect(data.items.map((i) => i.system.codename)).toEqual(['aurora', 'blue_horizon', 'coral', 'dawn']);
    expect(responses).toHaveLength(2);
  });

  it('spec 7.1: the items feed is enumerated with X-Continuation, archived items excluded when configured', async () => {
    const { client, responses } = setup({ feedPageSize: 2 }, { excludeArchivedItems: true });
    const { data } = await client.itemsFeed().types(['yacht', 'person']).toAllPromise();
    expect(data.items.map((i) => i.system.codename)).toEqual(['aurora', 'blue_horizon', 'broker_anna', 'broker_ben', 'coral']);
    expect(responses).toHaveLength(3);
  });

  it('spec 7.1: types, one type element, taxonomies and languages map', async () => {
    const { client } = setup();
    const types = await client.types().toPromise();
    expect(types.data.items.map((t) => t.system.codename)).toContain('yacht');
    const element = await client.element('yacht', 'yacht_type').toPromise();
    expect(element.data.options.map((o) => o.codename)).toEqual(['charter', 'sale']);
    const taxonomy = await client.taxonomy('yacht_features').toPromise();
    expect(taxonomy.data.taxonomy.terms[0]?.terms[0]?.codename).toBe('jacuzzi');
    const languages = await client.languages().toPromise();
    expect(languages.data.items.map((l) => l.system.codename)).toEqual(['en', 'es']);
  });

  it('spec 6: preview mode with the preview key gets drafts; secured mode with the delivery key gets published', async () => {
    const keys = { deliveryKey: 'dk', previewKey: 'pk' };
    // Drafts come from the preview base beside the delivery base, as from Kontent's preview host.
    const preview = setup(keys, { previewApiKey: 'pk', defaultQueryConfig: { usePreviewMode: true }, proxy: { basePreviewUrl: 'http://kontent.local/preview' } });
    expect((await preview.client.item('hero').toPromise()).data.item.elements['text']?.value).toBe('Draft headline');
    const secured = setup(keys, { secureApiKey: 'dk', defaultQueryConfig: { useSecuredMode: true } });
    expect((await secured.client.item('hero').toPromise()).data.item.elements['text']?.value).toBe('Welcome aboard');
  });

  it('spec 7.1: a missing or wrong key is a DeliveryError with error_code 3 (HTTP 401)', async () => {
    const { client, responses } = setup({ deliveryKey: 'dk' });
    const error = await deliveryError(client.item('hero').toPromise());
    expect(error.errorCode).toBe(3);
    expect(responses[0]?.status).toBe(401);
  });
});

describe('SDK errors from the local Delivery API (spec 8.1, 8.6)', () => {
  it('spec 8.6: an unknown codename is a 404 DeliveryError with error_code 100 and a request id', async () => {
    const { client, responses } = setup();
    const error = await deliveryError(client.item('no_such_page').toPromise());
    expect(error.errorCode).toBe(100);
    expect(error.message).toContain("'no_such_page'");
    expect(error.requestId).toMatch(/\S+/);
    expect(responses[0]?.status).toBe(404);
  });

  // The resolver's split fetch on this error is tested in renderer/page/resolve.test.ts.
  it('spec 8.1: a response over the size limit is a 400 DeliveryError with error_code 6; a smaller one is answered', async () => {
    const { client, responses } = setup({ maxResponseBytes: 3000 });
    const tooLarge = await deliveryError(client.items().type('page').equalsFilter('elements.url_slug', '/').depthParameter(4).toPromise());
    expect(tooLarge.errorCode).toBe(6);
    expect(tooLarge.message).toContain('maximum is 3000 bytes');
    expect(responses[0]?.status).toBe(400);
    const shallow = await client.items().type('page').equalsFilter('elements.url_slug', '/').depthParameter(0).toPromise();
    expect(shallow.data.items[0]?.system.codename).toBe('home');
  });

  it('spec 7.1: a malformed filter is a 400 DeliveryError carrying the Kontent message', async () => {
    const { client, responses } = setup();
    const error = await deliveryError(client.items().withCustomParameter('elements.length[between]', '1').toPromise());
    expect(error.errorCode).toBe(1002);
    expect(error.message).toContain("'between'");
    expect(responses[0]?.status).toBe(400);
    const numeric = await deliveryError(client.items().greaterThanFilter('elements.price', 'cheap').toPromise());
    expect(numeric.message).toContain('elements.price[gt]');
  });
});

describe('the site chooses the Delivery API from the environment', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-delivery-'));
  writeFixtureStore(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without KONTENT_ENVIRONMENT_ID it reads the local content of CONTENT_DIR, drafts with the local preview key', async () => {
    const { config, client } = createDelivery(readEnv({ CONTENT_DIR: dir }));
    expect(config.mode).toBe('local');
    expect((await client.item('hero').toPromise()).data.item.elements['text']?.value).toBe('Welcome aboard');
    const draft = await client.item('hero').queryConfig({ usePreviewMode: true }).toPromise();
    expect(draft.data.item.elements['text']?.value).toBe('Draft headline');
  });

  it("spec 4.6: the hosted wiring reads drafts from content:serve's preview base, beside KONTENT_DELIVERY_URL", async () => {
    const server = await runServeCommand({ port: 0, contentDir: dir, previewKey: 'pk', log: () => undefined });
    try {
      const base = serverBaseUrl(server);
      const { config, client } = createDelivery(readEnv({ KONTENT_ENVIRONMENT_ID: 'demo', KONTENT_DELIVERY_URL: base, KONTENT_PREVIEW_KEY: 'pk', CONTENT_DIR: dir }));
      expect(config.previewUrl).toBe(`${base}/preview`);
      expect((await client.item('hero').toPromise()).data.item.elements['text']?.value).toBe('Welcome aboard');
      expect((await client.item('hero').queryConfig(queryConfig(true)).toPromise()).data.item.elements['text']?.value).toBe('Draft headline');
      const elsewhere = readEnv({ KONTENT_ENVIRONMENT_ID: 'demo', KONTENT_DELIVERY_URL: base, KONTENT_PREVIEW_URL: 'https://preview.example.com/' });
      expect(createDelivery(elsewhere).config.previewUrl).toBe('https://preview.example.com');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('spec 7.1: a client made for renders after a webhook asks for new content (X-KC-Wait-For-Loading-New-Content); the local API answers it', async () => {
    const seen: Record<string, string>[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: { headers: Record<string, string> }) => {
      seen.push(Object.fromEntries(new Headers(init.headers)));
      return Response.json({ message: 'not found', request_id: 'r', error_code: 100, specific_code: 0 }, { status: 404 });
    });
    const hosted = readEnv({ KONTENT_ENVIRONMENT_ID: 'e1', CONTENT_DIR: dir });
    await deliveryError(createDelivery(hosted, { waitForLoadingNewContent: true }).client.item('hero').toPromise());
    await deliveryError(createDelivery(hosted).client.item('hero').toPromise());
    expect(seen.map((headers) => headers['x-kc-wait-for-loading-new-content'])).toEqual(['true', undefined]);
    const local = createDelivery(readEnv({ CONTENT_DIR: dir }), { waitForLoadingNewContent: true });
    expect((await local.client.item('hero').toPromise()).data.item.elements['text']?.value).toBe('Welcome aboard');
  });

  it('spec 7.1: LOCAL_DELIVERY_MAX_ITEMS caps the local answers, and the SDK follows next_page past it', async () => {
    const { client } = createDelivery(readEnv({ CONTENT_DIR: dir, LOCAL_DELIVERY_MAX_ITEMS: '2' }));
    const first = await client.items().type('yacht').toPromise();
    expect(first.data.items).toHaveLength(2);
    expect(first.data.pagination.nextPage).not.toBe('');
    expect((await client.items().type('yacht').toAllPromise()).data.items).toHaveLength(4);
  });

  it('spec 8.1: LOCAL_DELIVERY_MAX_RESPONSE_BYTES makes the local API answer error code 6 above it', async () => {
    const { client } = createDelivery(readEnv({ CONTENT_DIR: dir, LOCAL_DELIVERY_MAX_RESPONSE_BYTES: '1000' }));
    expect((await deliveryError(client.items().depthParameter(3).toPromise())).errorCode).toBe(6);
  });

  it('with KONTENT_ENVIRONMENT_ID and a delivery key it asks the hosted API over fetch, with the bearer key', async () => {
    const calls: { url: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, auth: new Headers(init.headers).get('authorization') });
      return Response.json({ message: 'not found', request_id: 'r', error_code: 100, specific_code: 0 }, { status: 404 });
    });
    const env = readEnv({ KONTENT_ENVIRONMENT_ID: 'e1', KONTENT_DELIVERY_KEY: 'secret', CONTENT_DIR: dir });
    const { config, client } = createDelivery(env);
    expect(config.mode).toBe('hosted');
    expect((await deliveryError(client.item('hero').toPromise())).errorCode).toBe(100);
    expect(calls[0]).toEqual({ url: 'https://deliver.kontent.ai/e1/items/hero', auth: 'bearer secret' });
  });
});
