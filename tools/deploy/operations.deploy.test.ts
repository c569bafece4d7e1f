/**
 * What an operator sees of the deployed artifact (docs/operations.md): traces sent to
 * an OTLP/HTTP collector (here a small receiver in this process), JSON log lines with the request's
 * id, liveness and readiness, and a JSON 404 for unknown API paths.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/postgres';
import { copyStandalone, startStandalone, type RunningServer } from '../../testing/standalone';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' };

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = { name: string; traceId: string; attributes?: { key: string; value: OtlpValue }[] };
type OtlpBody = { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };
type ReceivedSpan = { name: string; traceId: string; attributes: Record<string, string | number | boolean | undefined> };

/** An OTLP/HTTP JSON trace receiver: what a collector would get. */
const startReceiver = async (): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> => {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const parsed = JSON.parse(body) as OtlpBody;
        for (const resource of parsed.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                name: span.name,
                traceId: span.traceId,
                attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? (value.intValue === undefined ? value.boolValue : Number(value.intValue))])),
              });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
};

let copy: ReturnType<typeof copyStandalone>;
let site: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  copy = copyStandalone();
  site = await startStandalone(copy.serverDir, await freePort(), { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
}, 90_000);
afterAll(async () => {
  await site?.stop();
  copy?.remove();
  await new Promise((resolve) => receiver?.server.close(resolve));
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(new URL(url, site.origin), { headers: { ...BROWSER, ...headers }, redirect: 'manual' });

/** Waits (polling, up to `ms`) until `check` holds. */
const eventually = async (check: () => boolean, ms = 20_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const logLines = (): Record<string, unknown>[] =>
  site
    .output()
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

describe('an operator can see inside the deployed server', () => {
  // First, before any test draws a page: only the warm-up can have drawn the home page.
  it('once it reports ready, the first visitor gets the home page from the cache', async () => {
    let ready = false;
    const deadline = Date.now() + 60_000;
    while (!ready && Date.now() < deadline) {
      ready = (await get('/api/ready/')).status === 200;
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready, 'ready within a minute').toBe(true);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('x-nextjs-cache')).toBe('HIT');
    const yachtCharter = await get('/yacht-charter/');
    expect(yachtCharter.headers.get('x-nextjs-cache'), 'a page the warm-up does not draw').toBe('MISS');
  });

  it('traces a page render with its Delivery API and search calls to the OTLP collector', async () => {
    const response = await get('/search/?q=explorer');
    expect(response.status).toBe(200);
    // A page's Delivery calls read items (the server's warm-up, before any request, reads the languages).
    const itemsCall = (span: (typeof receiver.spans)[number]) => span.name === 'GET kontent.delivery' && /\/items/.test(String(span.attributes['url.path']));
    await eventually(
      () => receiver.spans.some((span) => span.name.startsWith('render route (app)')) && receiver.spans.some(itemsCall) && receiver.spans.some((span) => span.name.startsWith('search ')),
    );
    const render = receiver.spans.find((span) => span.name.startsWith('render route (app)'));
    const delivery = receiver.spans.find(itemsCall);
    expect(delivery?.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.response.status_code': 200, 'kontent.mode': 'local' });
    expect(String(delivery?.attributes['url.path'])).toMatch(/\/items/);
    // The Delivery call belongs to a request's trace, not a trace of its own.
    expect(receiver.spans.filter((span) => span.traceId === delivery?.traceId).length).toBeGreaterThan(1);
    console.log(`trace sample: ${JSON.stringify({ render: render?.name, delivery, search: receiver.spans.find((span) => span.name.startsWith('search ')) })}`);
  });

  it('logs JSON lines carrying the request id it answers in X-Request-Id, with no raw address', async () => {
    const body = new URLSearchParams({ name: 'Logged Visitor', email: 'logged.visitor@example.com', message: 'Private plans for August', consent: 'on' });
    const response = await fetch(`${site.origin}/forms/enquiry/`, { method: 'POST', body, redirect: 'manual', headers: BROWSER });
    expect(response.status).toBe(303);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => logLines().some((line) => line.msg === 'form post' && line.requestId === requestId));
    const line = logLines().find((entry) => entry.msg === 'form post' && entry.requestId === requestId);
    expect(line).toMatchObject({ level: 'info', form: 'enquiry', outcome: 'received', client: '127.0.0.x' });
    expect(site.output()).not.toContain('logged.visitor@example.com');
    expect(site.output()).not.toContain('Private plans');
    expect(site.output()).not.toMatch(/127\.0\.0\.1(?!\d)/);
  });

  it('numbers every path, pages and API alike, and ignores an X-Request-Id from an untrusted sender', async () => {
    const page = await get('/yacht-charter/', { 'x-request-id': 'forged-id' });
    const api = await get('/api/health/');
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers.get('x-request-id')).not.toBe(api.headers.get('x-request-id'));
  });

  it('answers liveness at /api/health with or without the slash, never redirecting', async () => {
    for (const path of ['/api/health/', '/api/health']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
  });

  it('answers readiness with each service state and latency', async () => {
    const response = await get('/api/ready/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ready', checks: { cms: { state: 'up' }, search: { state: 'up' }, redis: { state: 'unconfigured' }, postgres: { state: 'unconfigured' } } });
    expect(body.checks.cms.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers an unknown /api/ path with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here/'],
      ['GET', '/api/brochure/'],
      ['POST', '/api/unknown/deeper/path/'],
    ] as const) {
      const response = await fetch(new URL(path, site.origin), { method, headers: BROWSER, redirect: 'manual' });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining('No API at') });
    }
  });
});
