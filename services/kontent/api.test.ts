import { describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { createStore, type ContentType } from './store';
import { fixtureInput, getError, getItems, singleItemSchema } from '../../testing/kontent-fixture';

const store = createStore(fixtureInput());
const open = createLocalDeliveryApi({ store, maxResponseBytes: Infinity });

/** The delivery base and the preview base beside it (access.ts). */
const DELIVERY = '/demo';
const PREVIEW = '/preview/demo';

const heroText = async (api: ReturnType<typeof createLocalDeliveryApi>, headers: Record<string, string>, base = DELIVERY) => {
  const response = await api.handle({ method: 'GET', url: `${base}/items/hero`, headers });
  return response.status === 200 ? singleItemSchema.parse(response.body).item.elements['text']?.value : response.status;
};

describe('routes and response headers (spec 7.1)', () => {
  it('spec 7.1: JSON responses carry content-type application/json and X-Stale-Content: 0', async () => {
    const response = await open.handle({ method: 'GET', url: '/demo/items?limit=1', headers: {} });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-stale-content']).toBe('0');
  });

  it('spec 7.1: X-KC-Wait-For-Loading-New-Content: true is accepted and answered fresh', async () => {
    const response = await open.handle({ method: 'GET', url: '/demo/items/hero', headers: { 'X-KC-Wait-For-Loading-New-Content': 'true' } });
    expect(response.status).toBe(200);
    expect(response.headers['x-stale-content']).toBe('0');
  });

  it('spec 7.1: routes live under the environment id; another id is a 404', async () => {
    const custom = createLocalDeliveryApi({ store, environmentId: 'env-42', maxResponseBytes: Infinity });
    expect((await getItems(custom, '/env-42/items?limit=1')).body.items).toHaveLength(1);
    const { status, error } = await getError(custom, '/demo/items');
    expect(status).toBe(404);
    expect(error.message).toContain("'demo'");
  });

  it('spec 7.1: an unknown route is a 404 with a Kontent body', async () => {
    const { status, error } = await getError(open, '/demo/itemz');
    expect(status).toBe(404);
    expect(error.error_code).toBe(1);
  });

  it('spec 7.1: a trailing slash and a HEAD request are answered like the GET', async () => {
    expect((await open.handle({ method: 'GET', url: '/demo/items/', headers: {} })).status).toBe(200);
    expect((await open.handle({ method: 'HEAD', url: '/demo/items/hero', headers: {} })).status).toBe(200);
  });

  it('spec 7.1: a path with broken percent-encoding is a 400, not a crash', async () => {
    const { status, error } = await getError(open, '/demo/items/%E0%A4%A');
    expect(status).toBe(400);
    expect(error.message).toContain('%E0%A4%A');
  });

  it('spec 7.1: other methods are refused with 405', async () => {
    const response = await open.handle({ method: 'DELETE', url: '/demo/items/hero', headers: {} });
    expect(response.status).toBe(405);
  });

  it('spec 7.1, 8.6: every error body has message, request_id, error_code and specific_code', async () => {
    const first = await getError(open, '/demo/items?limit=0');
    const second = await getError(open, '/demo/items?limit=0');
    expect(first).toMatchObject({ status: 400, error: { error_code: 1005, specific_code: 0 } });
    expect(first.error.request_id).not.toBe(second.error.request_id);
  });
});

describe('access: delivery and preview keys (spec 6, 7.1)', () => {
  it('spec 7.1: with a delivery key, requests without the right bearer get 401 (error_code 3)', async () => {
    const secured = createLocalDeliveryApi({ store, deliveryKey: 'dk', maxResponseBytes: Infinity });
    const missing = await getError(secured, '/demo/items/hero');
    expect(missing).toMatchObject({ status: 401, error: { error_code: 3 } });
    expect(missing.error.message).toContain('Authorization');
    expect((await getError(secured, '/demo/items/hero', { authorization: 'Bearer nope' })).status).toBe(401);
    expect(await heroText(secured, { Authorization: 'Bearer dk' })).toBe('Welcome aboard');
  });

  it('spec 6: the preview key gets the drafts at the preview base; the delivery base serves published content', async () => {
    const api = createLocalDeliveryApi({ store, deliveryKey: 'dk', previewKey: 'pk', maxResponseBytes: Infinity });
    expect(await heroText(api, { authorization: 'bearer pk' }, PREVIEW)).toBe('Draft headline');
    expect(await heroText(api, { authorization: 'Bearer dk' })).toBe('Welcome aboard');
    expect(await heroText(api, { authorization: 'Bearer pk' })).toBe(401);
  });

  it('spec 6: with only a preview key, requests without a key see published content and a wrong key is a 401', async () => {
    const api = createLocalDeliveryApi({ store, previewKey: 'pk', maxResponseBytes: Infinity });
    expect(await heroText(api, {})).toBe('Welcome aboard');
    expect(await heroText(api, { authorization: 'Bearer pk' }, PREVIEW)).toBe('Draft headline');
    expect(await heroText(api, { authorization: 'Bearer wrong' })).toBe(401);
    expect(await heroText(api, { authorization: 'Bearer pk' })).toBe('Welcome aboard');
  });

  it('spec 6: with no key configured, the preview base serves drafts to any key or none; x-kontent-preview unlocks nothing', async () => {
    expect(await heroText(open, {})).toBe('Welcome aboard');
    expect(await heroText(open, {}, PREVIEW)).toBe('Draft headline');
    expect(await heroText(open, { authorization: 'Bearer anything' }, PREVIEW)).toBe('Draft headline');
    expect(await heroText(open, { authorization: 'Bearer anything' })).toBe('Welcome aboard');
    expect(await heroText(open, { 'X-Kontent-Preview': 'true' })).toBe('Welcome aboard');
  });

  it('spec 6: an item never published exists only in preview', async () => {
    expect((await getError(open, '/demo/items/draft_page')).status).toBe(404);
    const preview = await open.handle({ method: 'GET', url: `${PREVIEW}/items/draft_page`, headers: {} });
    expect(preview.status).toBe(200);
  });
});

describe('response size limit (spec 7.1, 8.1)', () => {
  it('spec 8.1: a response over maxResponseBytes is a 400 with error_code 6; a smaller one passes', async () => {
    const capped = createLocalDeliveryApi({ store, maxResponseBytes: 4000 });
    const { status, error } = await getError(capped, '/demo/items?depth=3');
    expect(status).toBe(400);
    expect(error.error_code).toBe(6);
    expect(error.message).toMatch(/too large/);
    expect((await capped.handle({ method: 'GET', url: '/demo/items/hero?depth=0', headers: {} })).status).toBe(200);
  });

  it('spec 8.1: the split fetch works: the page at depth 1 and its components by codename fit', async () => {
    const capped = createLocalDeliveryApi({ store, maxResponseBytes: 3000 });
    expect((await getError(capped, '/demo/items?system.type=page&elements.url_slug=/&depth=4')).error.error_code).toBe(6);
    expect((await getItems(capped, '/demo/items?system.type=page&elements.url_slug=/&depth=1&excludeElements=child_pages')).status).toBe(200);
    const components = await getItems(capped, '/demo/items?system.codename[in]=hero,intro&depth=3&excludeElements=child_pages');
    expect(components.body.items).toHaveLength(2);
  });
});

describe('unexpected failures (spec 8.1)', () => {
  class BrokenIndex extends Map<string, ContentType> {
    override get(): ContentType | undefined {
      throw new Error('index corrupted');
    }
  }

  it('spec 8.1: anything unexpected is a 500 with a Kontent body, reported, never thrown', async () => {
    const reported: unknown[] = [];
    const api = createLocalDeliveryApi({
      store: { ...store, typeByCodename: new BrokenIndex() },
      onError: (error) => reported.push(error),
      maxResponseBytes: Infinity,
    });
    const { status, error } = await getError(api, '/demo/types/page');
    expect(status).toBe(500);
    expect(error.error_code).toBe(0);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('index corrupted');
  });
});
