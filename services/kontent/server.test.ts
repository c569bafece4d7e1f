/**
 * The local Delivery API over HTTP: the SDK with its default (axios) HTTP service pointed at it via
 * `proxy.baseUrl`, as tools and a separately started site use it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpService } from '@kontent-ai/core-sdk';
import { createDeliveryClient, DeliveryError } from '@kontent-ai/delivery-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { runServeCommand } from './serve-command';
import { serveLocalDeliveryApi, serverBaseUrl } from './server';
import { createStore } from './store';
import { fixtureInput } from '../../testing/kontent-fixture';
import { writeFixtureStore } from '../../testing/kontent-store';

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('HTTP server (spec 7.1)', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const api = createLocalDeliveryApi({ store: createStore(fixtureInput()), maxResponseBytes: 4000 });
    server = await serveLocalDeliveryApi({ port: 0, api });
    base = serverBaseUrl(server);
  });
  afterAll(() => close(server));

  // The SDK's own axios service, quiet: the expected 404 below would otherwise be logged in full.
  const sdk = () =>
    createDeliveryClient({
      environmentId: 'demo',
      proxy: { baseUrl: base },
      retryStrategy: { maxAttempts: 0 },
      httpService: new HttpService({ logErrorsToConsole: false }),
    });

  it('spec 7.1: the SDK with proxy.baseUrl reads items, linked items and paging over HTTP', async () => {
    const { data, response } = await sdk().items().type('yacht').limitParameter(2).depthParameter(1).toPromise();
    expect(response.status).toBe(200);
    expect(data.items.map((i) => i.system.codename)).toEqual(['aurora', 'blue_horizon']);
    expect(Object.keys(data.linkedItems).sort()).toEqual(['broker_anna', 'broker_ben']);
    expect(data.pagination.nextPage).toBe(`${base}/demo/items?system.type=yacht&limit=2&depth=1&skip=2`);
    const all = await sdk().items().type('yacht').limitParameter(2).toAllPromise();
    expect(all.data.items).toHaveLength(4);
  });

  it('spec 8.6: an unknown codename over HTTP is a 404 DeliveryError (error_code 100)', async () => {
    const error = await sdk()
      .item('no_such_item')
      .toPromise()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ errorCode: 100 });
    const raw = await fetch(`${base}/demo/items/no_such_item`);
    expect(raw.status).toBe(404);
  });

  it('spec 8.1: the size limit answers 400 with error_code 6 over HTTP', async () => {
    const raw = await fetch(`${base}/demo/items?depth=3`);
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error_code: 6 });
  });

  it('spec 7.1: headers: JSON content type, X-Stale-Content and a correct content length', async () => {
    const raw = await fetch(`${base}/demo/languages`);
    const text = await raw.text();
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    expect(raw.headers.get('x-stale-content')).toBe('0');
    expect(Number(raw.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  });

  it('spec 7.1: a malformed filter over HTTP is a 400 with the Kontent body', async () => {
    const raw = await fetch(`${base}/demo/items?elements.price[range]=1`);
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      error_code: 1000,
      specific_code: 0,
      message: expect.stringContaining('RANGE'),
    });
  });
});

describe('serve command (spec 7.1)', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'local-delivery-'));
    writeFixtureStore(dir, 'served');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('spec 7.1: loads the store from disk, serves it under the manifest environment id and logs the URL', async () => {
    const lines: string[] = [];
    const server = await runServeCommand({ port: 0, contentDir: dir, log: (line) => lines.push(line) });
    try {
      const base = serverBaseUrl(server);
      expect(lines.join('\n')).toContain(`${base}/served/items`);
      const response = await fetch(`${base}/served/items/hero`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ item: { system: { codename: 'hero' } } });
    } finally {
      await close(server);
    }
  });

  it('spec 7.1: a missing content directory is refused with a message naming the file', async () => {
    await expect(runServeCommand({ port: 0, contentDir: join(dir, 'missing') })).rejects.toThrow(/manifest\.json/);
  });
});
