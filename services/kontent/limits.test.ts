/**
 * The hosted item limit (spec 7.1, 8.6; limits.ts): one answer of /items holds at most 2,000 items,
 * a larger `limit` is a 400 in Kontent's error shape, and a list asked without `limit` gets its first
 * page and a next_page to the rest, which the SDK's toAllPromise follows.
 */
import { HttpService } from '@kontent-ai/core-sdk';
import { createDeliveryClient } from '@kontent-ai/delivery-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDeliveryApi, type LocalDeliveryApi } from './api';
import { createStore, type StoreInput } from './store';
import { el, fixtureInput, getError, getItems, variant } from '../../testing/kontent-fixture';
import { serveApi, type ServedApi } from '../../testing/local-http';

const BERTHS = 2001;

const manyBerths = (): StoreInput => {
  const base = fixtureInput();
  const berths = Array.from({ length: BERTHS }, (_, i) => variant(`berth_${String(i).padStart(4, '0')}`, 'berth', 'en', { name: el.text(`Berth ${i}`) }));
  return { ...base, published: berths, preview: berths };
};

const store = createStore(manyBerths());
const hosted = createLocalDeliveryApi({ store, maxResponseBytes: Infinity });
const codenamesOf = (items: readonly { system: { codename: string } }[]) => items.map((item) => item.system.codename);
const served: ServedApi[] = [];
afterAll(() => Promise.all(served.map((s) => s.close())));

/** The SDK over HTTP, with its own HTTP service, against `api`. */
const sdk = async (api: LocalDeliveryApi) => {
  const server = await serveApi(api);
  served.push(server);
  return createDeliveryClient({ environmentId: 'demo', proxy: { baseUrl: server.base }, retryStrategy: { maxAttempts: 0 }, httpService: new HttpService({ logErrorsToConsole: false }) });
};

describe('at most 2,000 items per answer (spec 7.1)', () => {
  it('spec 7.1: a limit above 2,000 is a 400 in the hosted error shape; 2,000 is answered', async () => {
    const { status, error } = await getError(hosted, '/demo/items?system.type=berth&limit=2001');
    expect(status).toBe(400);
    expect(error).toEqual({ message: expect.stringContaining("'limit'"), request_id: expect.any(String), error_code: expect.any(Number), specific_code: 0 });
    expect(error.message).toContain('2000');
    const { body } = await getItems(hosted, '/demo/items?system.type=berth&limit=2000');
    expect(body.items).toHaveLength(2000);
    expect(body.pagination).toMatchObject({ skip: 0, limit: 2000, count: 2000 });
    expect(body.pagination?.next_page).toMatch(/[?&]skip=2000(&|$)/);
  });

  it('spec 7.1: a list without limit answers its first 2,000 items and a next_page to the rest', async () => {
    const first = await getItems(hosted, '/demo/items?system.type=berth');
    expect(first.body.items).toHaveLength(2000);
    expect(first.body.pagination).toMatchObject({ skip: 0, limit: 0, count: 2000 });
    const next = new URL(first.body.pagination?.next_page ?? '', 'http://kontent.local');
    expect(next.pathname).toBe('/demo/items');
    expect([...next.searchParams]).toEqual([
      ['system.type', 'berth'],
      ['skip', '2000'],
    ]);
    const rest = await getItems(hosted, `${next.pathname}${next.search}`);
    expect(codenamesOf(rest.body.items)).toEqual(['berth_2000']);
    expect(rest.body.pagination).toMatchObject({ skip: 2000, limit: 0, count: 1, next_page: '' });
  });

  it("spec 7.1: the SDK's toAllPromise follows next_page to every item, each once, in codename order", async () => {
    const { data, responses } = await (await sdk(hosted)).items().type('berth').toAllPromise();
    expect(responses).toHaveLength(2);
    const codenames = data.items.map((item) => item.system.codename);
    expect(codenames).toHaveLength(BERTHS);
    expect(new Set(codenames).size).toBe(BERTHS);
    expect(codenames).toEqual([...codenames].sort());
  });

  it('spec 7.1: the cap is configurable; a page it cuts short continues where it stopped, with the limit asked', async () => {
    const capped = createLocalDeliveryApi({ store, maxResponseBytes: Infinity, maxItemsPerResponse: 7 });
    const { body } = await getItems(capped, '/demo/items?system.type=berth&limit=10&includeTotalCount=true');
    expect(codenamesOf(body.items)).toEqual(codenamesOf((await getItems(hosted, '/demo/items?system.type=berth&limit=7')).body.items));
    expect(body.pagination).toMatchObject({ skip: 0, limit: 10, count: 7, total_count: BERTHS });
    expect(new URL(body.pagination?.next_page ?? '', 'http://x').searchParams.get('skip')).toBe('7');
    const client = await sdk(capped);
    expect((await client.items().type('berth').limitParameter(10).toAllPromise()).data.items).toHaveLength(BERTHS);
    expect((await client.items().type('berth').toAllPromise()).data.items).toHaveLength(BERTHS);
  });

  it('spec 7.1: the items feed pages by the same cap, chained with X-Continuation', async () => {
    const capped = createLocalDeliveryApi({ store, maxResponseBytes: Infinity, maxItemsPerResponse: 500 });
    const { data, responses } = await (await sdk(capped)).itemsFeed().type('berth').queryConfig({ disableItemLinking: true }).toAllPromise();
    expect(responses.map((r) => r.data.items.length)).toEqual([500, 500, 500, 500, 1]);
    expect(data.items).toHaveLength(BERTHS);
  });
});
