/**
 * The hosted path (the SDK over fetch, KONTENT_DELIVERY_URL) against the local
 * Delivery API behind a fault-injecting proxy: each failure mode ends within its limits, opens the
 * circuit, later calls fail without reaching the API, and the client recovers when it returns.
 */
import type { Server } from 'node:http';
import { createDeliveryClient, DeliveryError, type IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../renderer/delivery/client';
import { createCircuit, isDeliveryOutage, type Circuit } from '../../renderer/delivery/circuit';
import { deliveryConfig } from '../../renderer/delivery/config';
import { createTransportHttpService, fetchTransport } from '../../renderer/delivery/http-service';
import { defaultRetryPolicy } from '../../renderer/delivery/retry';
import { readEnv } from '../../schema/env';
import { createLocalDeliveryApi } from '../../services/kontent/api';
import { serveLocalDeliveryApi, serverBaseUrl } from '../../services/kontent/server';
import { createStore } from '../../services/kontent/store';
import { startFaultProxy, type FaultProxy } from '../../testing/fault-proxy';
import { fixtureInput } from '../../testing/kontent-fixture';

const COOL_OFF_MS = 60_000;
const policy = { ...defaultRetryPolicy, baseMs: 20, timeoutMs: 400, deadlineMs: 3_000 };

describe('the Delivery API goes down and comes back (spec 8.6)', () => {
  let api: Server;
  let proxy: FaultProxy;
  let now = 0;
  let circuit: Circuit;
  let client: IDeliveryClient;

  beforeAll(async () => {
    api = await serveLocalDeliveryApi({ port: 0, api: createLocalDeliveryApi({ store: createStore(fixtureInput()) }) });
    proxy = await startFaultProxy(serverBaseUrl(api));
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });
  beforeEach(async () => {
    await proxy.set('pass');
    now = Date.now();
    circuit = createCircuit(() => now, COOL_OFF_MS);
    client = createDeliveryClient({
      environmentId: 'demo',
      proxy: { baseUrl: proxy.url },
      httpService: createTransportHttpService(fetchTransport, policy, circuit),
    });
  });

  const read = () => client.item('aurora').toPromise();
  const failure = () =>
    read().then(
      () => null,
      (error: unknown) => error,
    );

  it('KONTENT_DELIVERY_URL sends the hosted client to that base', async () => {
    const env = readEnv({ KONTENT_ENVIRONMENT_ID: 'demo', KONTENT_DELIVERY_URL: `${proxy.url}/` });
    const config = deliveryConfig(env);
    expect(config.baseUrl).toBe(proxy.url);
    const hosted = createClient(config, fetchTransport);
    expect((await hosted.item('aurora').toPromise()).data.item.system.codename).toBe('aurora');
    expect(proxy.received()).toBe(1);
  });

  it('500s: retried with backoff, then the circuit opens and no further call reaches the API', async () => {
    await proxy.set('status500');
    expect(isDeliveryOutage(await failure())).toBe(true);
    expect(proxy.received()).toBeGreaterThan(1);
    expect(circuit.state()).toBe('down');
    await proxy.set('status500');
    expect(isDeliveryOutage(await failure())).toBe(true);
    expect(proxy.received()).toBe(0);
  });

  it("429: Retry-After longer than the deadline is not waited for, and becomes the circuit's cool-off", async () => {
    await proxy.set('status429', { retryAfterSeconds: 120 });
    expect(isDeliveryOutage(await failure())).toBe(true);
    expect(proxy.received()).toBe(1);
    expect(circuit.retryAfterSeconds()).toBe(120);
  });

  it('a hung connection is cut after the timeout, not waited on', async () => {
    await proxy.set('hang');
    const started = performance.now();
    expect(isDeliveryOutage(await failure())).toBe(true);
    expect(performance.now() - started).toBeLessThan(policy.timeoutMs + 1_000);
    expect(circuit.state()).toBe('down');
  });

  it('a refused connection opens the circuit; when the API is back, the first call after the cool-off closes it', async () => {
    await proxy.set('refuse');
    expect(isDeliveryOutage(await failure())).toBe(true);
    expect(circuit.state()).toBe('down');
    await proxy.set('pass');
    expect(isDeliveryOutage(await failure())).toBe(true);
    expect(proxy.received()).toBe(0);
    now += COOL_OFF_MS;
    expect((await read()).data.item.system.codename).toBe('aurora');
    expect(circuit.state()).toBe('up');
  });

  it('a 404 is an answer, not an outage', async () => {
    const error = await client
      .item('no_such_item')
      .toPromise()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(DeliveryError);
    expect(isDeliveryOutage(error)).toBe(false);
    expect(circuit.state()).toBe('up');
  });
});
