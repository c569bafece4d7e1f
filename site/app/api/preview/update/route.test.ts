/**
 * Live preview's update route: only a browser holding the preview grant is heard,
 * from the preview page itself; the body is bounded while it is read; the limit lets an editor type
 * and stops a flood; the last update wins; nothing is cached.
 */
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const SECRET = 'editor-preview-secret-1';
let client = 0;
/** Each test speaks from its own address, so the per-client limit of one does not reach another. */
const nextClient = () => `198.51.100.${(client += 1)}`;

type Routes = {
  route: typeof import('./route');
  gate: typeof import('../../../../lib/security/preview-gate');
  live: typeof import('../../../../lib/preview/live');
};
let routes: Routes;

beforeAll(async () => {
  vi.stubEnv('PREVIEW_SECRET', SECRET);
  vi.stubEnv('TRUSTED_PROXIES', 'loopback');
  vi.stubEnv('REDIS_URL', '');
  vi.resetModules();
  routes = {
    route: await import('./route'),
    gate: await import('../../../../lib/security/preview-gate'),
    live: await import('../../../../lib/preview/live'),
  };
});
afterAll(() => vi.unstubAllEnvs());

/** The grant cookie, obtained as an editor does: the preview link with the secret. */
const grant = async (ip: string): Promise<string> => {
  const answer = await routes.gate.gatePreview(
    new NextRequest(`http://localhost:3000/about/?preview=true&secret=${SECRET}`, { headers: { 'x-forwarded-for': ip, 'x-site-peer-address': '127.0.0.1' } }),
  );
  if (!(answer instanceof NextResponse)) throw new Error('expected the grant');
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

const titleUpdate = (value: string, codename = 'page_about') => ({
  projectId: 'demo',
  variant: { id: 'v-en', codename: 'en' },
  item: { id: 'id-page_about', codename },
  elements: [{ element: { id: 'e-title', codename: 'title' }, type: 'text', data: { value } }],
});

type PostOptions = { ip: string; cookies?: string[]; headers?: Record<string, string>; body?: BodyInit };
const post = (payload: unknown, { ip, cookies = [], headers = {}, body }: PostOptions) =>
  routes.route.POST(
    new NextRequest('http://localhost:3000/api/preview/update/', {
      method: 'POST',
      body: body ?? JSON.stringify(payload),
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': ip,
        'x-site-peer-address': '127.0.0.1',
        ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
        ...headers,
      },
      duplex: 'half',
    }),
  );

const sessionCookie = (response: Response): string => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** What the preview render of this session would apply (renderer/preview), element by element. */
const pendingTitles = async (session: string): Promise<unknown[]> => {
  const id = session.split('=')[1] ?? '';
  const bodies = await routes.live.liveStore().read(id, Date.now());
  return bodies.map((body) => JSON.parse(body).value.value);
};

describe('POST /api/preview/update/', () => {
  it('serves only a browser holding the preview grant, and only from the preview page itself', async () => {
    const ip = nextClient();
    const logged = vi.spyOn(console, 'error');
    const refused = await post({ kind: 'update', seq: 1, update: titleUpdate('Hijacked') }, { ip });
    expect(refused.status).toBe(403);
    // The operator's one line a minute per client and reason (schema/refusal-log.ts).
    expect(logged.mock.calls.map(([line]) => String(line)).some((line) => line.includes('"msg":"refused: preview-denied"'))).toBe(true);
    logged.mockRestore();
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('set-cookie')).toBeNull();
    const granted = await grant(ip);
    const crossSite = await post({ kind: 'update', seq: 1, update: titleUpdate('Forged') }, { ip, cookies: [granted], headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const form = await post(null, { ip, cookies: [granted], headers: { 'content-type': 'text/plain' }, body: 'kind=update' });
    expect(form.status).toBe(415);
    const accepted = await post({ kind: 'update', seq: 1, update: titleUpdate('About us') }, { ip, cookies: [granted] });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('cache-control')).toBe('no-store');
    expect(await accepted.json()).toEqual({ stored: 1, stale: 0 });
    const cookie = accepted.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^halcyon_live=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Partitioned/i);
    expect(await pendingTitles(sessionCookie(accepted))).toEqual(['About us']);
  });

  it('refuses a body over 256 KB with 413, declared or streamed, and stops reading it at the limit', async () => {
    const ip = nextClient();
    const granted = await grant(ip);
    const big = JSON.stringify({ kind: 'update', seq: 1, update: titleUpdate('x'.repeat(300 * 1024)) });
    const declared = await post(null, { ip, cookies: [granted], body: big, headers: { 'content-length': String(big.length) } });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('cache-control')).toBe('no-store');
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await post(null, { ip, cookies: [granted], body: endless });
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(256 * 1024 + 4 * chunk.byteLength);
    const malformed = await post(null, { ip, cookies: [granted], body: '{"kind":"update","seq":1,"update":' + '['.repeat(100) + ']'.repeat(100) + '}' });
    expect(malformed.status).toBe(400);
  });

  it('lets an editor type (20 updates a second) and answers a flood with 429 and Retry-After before reading it', async () => {
    const ip = nextClient();
    const granted = await grant(ip);
    const answers = [];
    for (let seq = 1; seq <= 20; seq += 1) answers.push((await post({ kind: 'update', seq, update: titleUpdate(`About ${seq}`) }, { ip, cookies: [granted] })).status);
    expect(answers).toEqual(Array(20).fill(200));
    const flood = await post({ kind: 'update', seq: 21, update: titleUpdate('About 21') }, { ip, cookies: [granted] });
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(flood.headers.get('cache-control')).toBe('no-store');
    // Another editor's address is not held up.
    const other = nextClient();
    expect((await post({ kind: 'update', seq: 1, update: titleUpdate('Mine') }, { ip: other, cookies: [await grant(other)] })).status).toBe(200);
  });

  it("the last update wins, even when an earlier one arrives later; a save forgets the saved item's changes only", async () => {
    const ip = nextClient();
    const granted = await grant(ip);
    const first = await post({ kind: 'update', seq: 200, update: titleUpdate('About us, final') }, { ip, cookies: [granted] });
    const session = sessionCookie(first);
    const late = await post({ kind: 'update', seq: 100, update: titleUpdate('About u') }, { ip, cookies: [granted, session] });
    expect(await late.json()).toEqual({ stored: 0, stale: 1 });
    expect(await pendingTitles(session)).toEqual(['About us, final']);
    await post({ kind: 'update', seq: 300, update: titleUpdate('Contact', 'page_contact') }, { ip, cookies: [granted, session] });
    const saved = await post({ kind: 'saved', seq: 400, item: { codename: 'page_about', language: 'en' } }, { ip, cookies: [granted, session] });
    expect(saved.status).toBe(200);
    expect(await pendingTitles(session)).toEqual(['Contact']);
    await post({ kind: 'saved', seq: 500, item: null }, { ip, cookies: [granted, session] });
    expect(await pendingTitles(session)).toEqual([]);
  });

  it('answers what is not an update with 400 and never stores it', async () => {
    const ip = nextClient();
    const granted = await grant(ip);
    for (const payload of [{ kind: 'update', seq: -1, update: titleUpdate('x') }, { kind: 'update', seq: 1, update: { elements: 'x' } }, { kind: 'delete' }, 'update']) {
      const response = await post(payload, { ip, cookies: [granted] });
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await post(null, { ip, cookies: [granted], body: '{"kind":' })).status).toBe(400);
    expect((await post(null, { ip, cookies: [granted], body: new Uint8Array([0x7b, 0xff, 0x7d]) })).status).toBe(400);
  });
});
