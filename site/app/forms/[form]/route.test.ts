/**
 * Forged and fuzzed posts against the form host's route handler (spec 7.4): every one gets a 303 or
 * a 4xx with a message, never a 5xx or a throw; nothing invalid is stored; nothing a visitor sent
 * comes back unescaped.
 */
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressReader, trustedProxies } from '../../../../services/forms/client-address';
import { createRateLimiter } from '../../../../services/forms/host';
import { openFormStore } from '../../../../services/forms/store';

const store = openFormStore(':memory:');
let rateLimit = createRateLimiter({ posts: 1_000_000, windowMs: 60_000 });
// The test plays the trusted proxy in front of the site, naming each visitor in X-Forwarded-For.
const clientAddress = addressReader(trustedProxies(['loopback']));
vi.mock('../../../lib/forms/host', () => ({ formHost: () => ({ store, rateLimit, clientAddress }) }));
vi.mock('../../../lib/forms/styles', () => ({ siteStyles: async () => ({ stylesheets: [] }) }));
const { GET, POST } = await import('./route');

afterAll(() => store.close());
beforeEach(() => {
  rateLimit = createRateLimiter({ posts: 1_000_000, windowMs: 60_000 });
});

const FORM = 'application/x-www-form-urlencoded';
const post = (form: string, body: BodyInit, { type = FORM, query = '', ip = '198.51.100.7', headers = {} }: { type?: string; query?: string; ip?: string; headers?: Record<string, string> } = {}) =>
  POST(new NextRequest(`http://localhost/forms/${form}/${query}`, { method: 'POST', body, headers: { 'content-type': type, 'x-forwarded-for': ip, 'x-site-peer-address': '127.0.0.1', ...headers } }), {
    params: Promise.resolve({ form }),
  });
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const SCRIPTS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert('x')", '</textarea><svg onload=alert(1)>'];
const enquiry = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+34 600 000 000', message: 'A week in July.', consent: 'on', source: '/yachts/aurora/' };
const newsletter = { title: 'ms', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', privacy: 'on' };

/** No tag or attribute a visitor sent appears as markup. */
const expectEscaped = (html: string) => {
  expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload|onerror=alert\(1\)>/);
};

describe('the form host refuses forged posts with a 4xx (spec 7.4)', () => {
  it('script in every enquiry field: 422, every field escaped, nothing stored', async () => {
    for (const script of SCRIPTS) {
      const before = await store.count();
      const response = await post('enquiry', encode({ name: script, email: script, phone: script, message: script, consent: script, source: script }));
      expect(response.status).toBe(422);
      const html = await response.text();
      expectEscaped(html);
      expect(await store.count()).toBe(before);
    }
  });

  it('script in every newsletter field, and in the query string: 422 or 404, escaped, nothing stored', async () => {
    const before = await store.count();
    const script = SCRIPTS[1] ?? '';
    const response = await post('newsletter', encode({ title: script, firstName: script, lastName: script, email: script, privacy: script, source: script }), {
      query: `?lang=${encodeURIComponent(script)}&source=${encodeURIComponent(script)}`,
    });
    expect(response.status).toBe(422);
    expectEscaped(await response.text());
    const page = await GET(new NextRequest(`http://localhost/forms/enquiry/?source=${encodeURIComponent(script)}`), { params: Promise.resolve({ form: 'enquiry' }) });
    expect(page.status).toBe(200);
    expectEscaped(await page.text());
    expect((await post(script, encode(enquiry))).status).toBe(404);
    expect(await store.count()).toBe(before);
  });

  it('a valid enquiry with markup in its text is stored as text and its source is dropped, never reflected', async () => {
    const response = await post('enquiry', encode({ ...enquiry, name: '<b>Ana</b>', source: '/x/"><script>alert(1)</script>' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).not.toContain('<');
    const last = (await store.list('enquiry')).at(-1);
    expect(last?.payload).toMatchObject({ name: '<b>Ana</b>' });
    expect(last?.payload.source).toBeUndefined();
  });

  it('huge fields: 413 over 32 KB, 422 over a field limit, nothing stored', async () => {
    const before = await store.count();
    for (const field of Object.keys(enquiry)) {
      expect((await post('enquiry', encode({ ...enquiry, [field]: 'a'.repeat(40_000) }))).status).toBe(413);
    }
    expect((await post('enquiry', encode({ ...enquiry, name: 'a'.repeat(121) }))).status).toBe(422);
    expect((await post('enquiry', encode({ ...enquiry, message: 'a'.repeat(5_001) }))).status).toBe(422);
    expect(await store.count()).toBe(before);
  });

  it('wrong types: JSON, multipart, binary, arrays, wrong choices and control characters get 400 or 422', async () => {
    const before = await store.count();
    expect((await post('enquiry', JSON.stringify(enquiry), { type: 'application/json' })).status).toBe(400);
    const multipart = new FormData();
    for (const [key, value] of Object.entries(enquiry)) multipart.set(key, value);
    expect((await POST(new NextRequest('http://localhost/forms/enquiry/', { method: 'POST', body: multipart }), { params: Promise.resolve({ form: 'enquiry' }) })).status).toBe(400);
    expect((await post('enquiry', new Uint8Array([0x6e, 0x3d, 0xff, 0xfe, 0x00]))).status).toBe(400);
    expect((await post('enquiry', 'name[]=Ana&email[]=ana@example.com&message[]=x&consent[]=on')).status).toBe(422);
    expect((await post('enquiry', encode({ ...enquiry, consent: 'yes' }))).status).toBe(422);
    expect((await post('enquiry', encode({ ...enquiry, name: 'Ana\u0000Ruiz' }))).status).toBe(422);
    expect((await post('enquiry', encode({ ...enquiry, name: 'Ana\u001b[2JRuiz' }))).status).toBe(422);
    expect((await post('enquiry', encode({ ...enquiry, name: 'Ana\nRuiz' }))).status).toBe(422);
    expect((await post('newsletter', encode({ ...newsletter, title: 'king' }))).status).toBe(422);
    expect((await post('newsletter', encode({ ...newsletter, privacy: '1' }))).status).toBe(422);
    expect(await store.count()).toBe(before);
  });

  it('a form framed by a page of the site takes that page as its source; a foreign referrer is ignored', async () => {
    const framed = (referer: string) =>
      GET(new NextRequest('http://localhost/forms/enquiry/?embed=1', { headers: { referer } }), { params: Promise.resolve({ form: 'enquiry' }) }).then((r) => r.text());
    expect(await framed('http://localhost/contact-superyacht-company/')).toContain('name="source" value="/contact-superyacht-company/"');
    expect(await framed('https://evil.example/x/')).not.toContain('name="source"');
    // Behind a proxy the browser addressed the public host; the handler's own URL names the listening address.
    const behindProxy = await GET(new NextRequest('http://localhost:3000/forms/enquiry/?embed=1', { headers: { host: 'yachts.example', referer: 'http://yachts.example/yacht-charter/' } }), {
      params: Promise.resolve({ form: 'enquiry' }),
    });
    expect(await behindProxy.text()).toContain('name="source" value="/yacht-charter/"');
    // A path with markup arrives percent-encoded, as the browser would send it.
    expectEscaped(await framed('http://localhost/x/"><script>alert(1)</script>'));
  });

  it('a message keeps its line breaks', async () => {
    expect((await post('enquiry', encode({ ...enquiry, message: 'Line one\nLine two\ttabbed' }))).status).toBe(303);
  });
});

/** A small seeded generator, so a failing case can be replayed. */
const rng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('fuzzed posts (spec 7.4)', () => {
  it('300 random bodies: never a 5xx, never unescaped markup, only valid submissions stored', async () => {
    const random = rng(20_261_124);
    const pick = <T>(list: readonly [T, ...T[]]): T => list[Math.floor(random() * list.length)] ?? list[0];
    const pieces: [string, ...string[]] = ['', ...SCRIPTS, ' ', 'ana@example.com', 'on', 'mr', '%', '%%', '&&&', '=', '\u0000', '\uFFFF', '💥', 'a'.repeat(130), 'é'.repeat(3000), '/yachts/aurora/'];
    const names: [string, ...string[]] = ['name', 'email', 'phone', 'message', 'consent', 'source', 'website', 'title', 'firstName', 'lastName', 'privacy', 'x', ''];
    for (let n = 0; n < 300; n += 1) {
      const form = pick(['enquiry', 'newsletter'] as const);
      const fields = Array.from({ length: Math.floor(random() * 9) }, () => `${encodeURIComponent(pick(names))}=${random() < 0.2 ? pick(pieces) : encodeURIComponent(pick(pieces))}`);
      const before = await store.count();
      const response = await post(form, fields.join('&'), { type: pick([FORM, FORM, FORM, 'text/plain', `${FORM}; charset=utf-8`]) });
      expect(response.status, fields.join('&')).toBeLessThan(500);
      expect([303, 400, 404, 413, 422]).toContain(response.status);
      expectEscaped(await response.text());
      if (response.status !== 303) expect(await store.count()).toBe(before);
    }
    // Everything stored is a submission the schema accepts.
    for (const row of await store.list()) expect(row.payload).toHaveProperty('email');
  }, 120_000);
});

describe('a suggested message (spec 2.13: the compare page, the itinerary builder)', () => {
  const get = (query: string) => GET(new NextRequest(`http://localhost/forms/enquiry/${query}`), { params: Promise.resolve({ form: 'enquiry' }) });
  const textarea = async (query: string) => /<textarea[^>]*>([^<]*)<\/textarea>/.exec(await (await get(query)).text())?.[1] ?? '';

  it('fills the message with an itinerary of several lines, and drops control characters or text past the message limit', async () => {
    const itinerary = 'My itinerary (3 places):\nDay 1: start at Nassau\nDay 2: Nassau to Highbourne Cay, 35 nm';
    expect(await textarea(`?message=${encodeURIComponent(itinerary)}`)).toBe(itinerary);
    expect(await textarea(`?message=${encodeURIComponent('Day 1\u0000')}`)).toBe('');
    expect(await textarea(`?message=${encodeURIComponent(`a\n${'b'.repeat(5_000)}`)}`)).toBe('');
  });
});

/** The "Close" link's target, the hidden source field, and whether the off-site host shows anywhere in the page. */
const links = (html: string) => ({
  close: /<a[^>]*href="([^"]*)"[^>]*>(?:Close|Cerrar)<\/a>/.exec(html)?.[1],
  hidden: /name="source" value="([^"]*)"/.exec(html)?.[1],
  offSite: /evil\.example/.test(html),
});

describe("the form's source never leads off the site (spec 2.13)", () => {
  const OFF_SITE = ['//evil.example/phish', '/\\evil.example', '/\\/evil.example', 'https://evil.example/', 'javascript:alert(1)', 'data:text/html,x', '/\t/evil.example/', '/\u0000/evil.example'];
  const get = (query: string) => GET(new NextRequest(`http://localhost/forms/enquiry/${query}`), { params: Promise.resolve({ form: 'enquiry' }) }).then((r) => r.text());

  it.each(OFF_SITE)('%j as ?source: the form and its thank-you page close to the home page of their language', async (source) => {
    const encoded = encodeURIComponent(source);
    expect(links(await get(`?source=${encoded}`))).toEqual({ close: '/', hidden: undefined, offSite: false });
    expect(links(await get(`?source=${encoded}&lang=es`))).toEqual({ close: '/es/', hidden: undefined, offSite: false });
    expect(links(await get(`?received=1&source=${encoded}`))).toEqual({ close: '/', hidden: undefined, offSite: false });
    expect(links(await get(`?received=1&lang=es&source=${encoded}`))).toEqual({ close: '/es/', hidden: undefined, offSite: false });
  });

  it.each(OFF_SITE)('%j posted as source: not stored, and the thank-you page it leads to closes to the home page', async (source) => {
    const email = `source-${OFF_SITE.indexOf(source)}@example.com`;
    const response = await post('enquiry', encode({ ...enquiry, email, source }), { query: `?source=${encodeURIComponent(source)}` });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(new URL(location, 'http://localhost').searchParams.get('source')).toBeNull();
    expect(links(await get(location.replace('/forms/enquiry/', '')))).toEqual({ close: '/', hidden: undefined, offSite: false });
    const row = (await store.list('enquiry')).find((r) => r.payload.email === email);
    expect(row?.payload.source).toBeUndefined();
  });

  it('an invalid post refills the form without an off-site source', async () => {
    const response = await post('enquiry', encode({ ...enquiry, email: 'not-an-address', source: '//evil.example/x' }));
    expect(response.status).toBe(422);
    expect(links(await response.text())).toEqual({ close: '/', hidden: undefined, offSite: false });
  });

  it('a path of the site is kept for the close link, the thank-you page and the stored submission', async () => {
    expect(links(await get('?source=%2Fyachts%2Faurora%2F'))).toEqual({ close: '/yachts/aurora/', hidden: '/yachts/aurora/', offSite: false });
    const response = await post('enquiry', encode({ ...enquiry, email: 'kept-source@example.com', source: '/es/yates/aurora/' }), { query: '?lang=es' });
    expect(response.headers.get('location')).toBe('/forms/enquiry/?lang=es&received=1&source=%2Fes%2Fyates%2Faurora%2F');
    expect((await store.list('enquiry')).find((r) => r.payload.email === 'kept-source@example.com')?.payload.source).toBe('/es/yates/aurora/');
  });
});

describe('a post sent by another site is refused and shown again to send (spec 7.4)', () => {
  const stored = async (email: string) => (await store.list()).filter((row) => row.payload.email === email).length;

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a null origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['the same host on another scheme', { origin: 'https://localhost', 'sec-fetch-site': 'same-site' }],
  ])('%s: 403, nothing stored, the form filled in with what was posted and a request to send it once more', async (_, headers) => {
    const email = `cross-${randomUUID()}@example.com`;
    const response = await post('enquiry', encode({ ...enquiry, email, message: 'A week in July <b>aboard</b>.' }), { headers });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('This form reached us from another website, so nothing has been sent yet. Please check what it says and send it once more.');
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('value="Ana Ruiz"');
    expect(html).toMatch(/<textarea[^>]*>A week in July &lt;b&gt;aboard&lt;\/b&gt;\.<\/textarea>/);
    expect(html).toMatch(/<input[^>]*name="consent"[^>]*checked/);
    expect(html).toContain('name="source" value="/yachts/aurora/"');
    expect(html).toMatch(/<form[^>]*action="\/forms\/enquiry\/"[^>]*method="post"/);
    expect(await stored(email)).toBe(0);
  });

  it('in Spanish for the Spanish form, and a filled honeypot is refused the same way', async () => {
    const email = `cross-${randomUUID()}@example.com`;
    const response = await post('newsletter', encode({ ...newsletter, email, website: 'spam.example' }), { query: '?lang=es', headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Este formulario nos ha llegado desde otro sitio web, así que aún no se ha enviado nada. Revise su contenido y envíelo de nuevo, por favor.');
    expect(html).toContain(`value="${email}"`);
    expect(await stored(email)).toBe(0);
  });

  it("is accepted from the site's own page, and without Origin or Sec-Fetch-Site (old browsers, no JavaScript)", async () => {
    const own = `own-${randomUUID()}@example.com`;
    expect((await post('enquiry', encode({ ...enquiry, email: own }), { headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } })).status).toBe(303);
    const bare = `bare-${randomUUID()}@example.com`;
    expect((await post('enquiry', encode({ ...enquiry, email: bare }))).status).toBe(303);
    expect([await stored(own), await stored(bare)]).toEqual([1, 1]);
  });

  it('is judged against the origin the browser addressed (Host), not the address the server listens on', async () => {
    const email = `host-${randomUUID()}@example.com`;
    const headers = { host: 'yachts.example', origin: 'http://yachts.example', 'sec-fetch-site': 'same-origin' };
    expect((await post('enquiry', encode({ ...enquiry, email }), { headers })).status).toBe(303);
    expect(await stored(email)).toBe(1);
  });
});

describe('a post sent twice is stored once (spec 7.4)', () => {
  const rows = async (email: string) => (await store.list()).filter((row) => row.payload.email === email).length;

  it('the same enquiry twice from one visitor: two thank-you answers, one submission', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const first = await post('enquiry', encode({ ...enquiry, email }));
    const second = await post('enquiry', encode({ ...enquiry, email }));
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await rows(email)).toBe(1);
  });

  it('both copies sent at once: two thank-you answers, one submission; another visitor or another text is another submission', async () => {
    const email = `together-${randomUUID()}@example.com`;
    const answers = await Promise.all([post('enquiry', encode({ ...enquiry, email })), post('enquiry', encode({ ...enquiry, email })), post('enquiry', encode({ ...enquiry, email }))]);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(await rows(email)).toBe(1);
    await post('enquiry', encode({ ...enquiry, email }), { ip: '203.0.113.99' });
    await post('enquiry', encode({ ...enquiry, email, message: 'And a second question.' }));
    expect(await rows(email)).toBe(3);
  });
});
