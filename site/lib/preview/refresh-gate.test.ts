/**
 * Live preview's refreshes are not counted against the preview limit of 60 a minute,
 * which a minute of typing would pass: only for a browser with the preview grant and a live
 * editing session, and within their own limit.
 */
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const SECRET = 'editor-preview-secret-1';
const SESSION = `halcyon_live=${'a'.repeat(43)}`;

let gates: { refresh: typeof import('./refresh-gate'); preview: typeof import('../security/preview-gate') };
beforeAll(async () => {
  vi.stubEnv('PREVIEW_SECRET', SECRET);
  vi.stubEnv('TRUSTED_PROXIES', 'loopback');
  vi.stubEnv('REDIS_URL', '');
  vi.resetModules();
  gates = { refresh: await import('./refresh-gate'), preview: await import('../security/preview-gate') };
});
afterAll(() => vi.unstubAllEnvs());

const request = (path: string, ip: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'x-forwarded-for': ip, 'x-site-peer-address': '127.0.0.1', ...headers } });

const grant = async (ip: string): Promise<string> => {
  const answer = await gates.preview.gatePreview(request(`/about/?preview=true&secret=${SECRET}`, ip));
  if (!(answer instanceof NextResponse)) throw new Error('expected the grant');
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

describe('the live-preview refresh gate', () => {
  it('a minute of typing refreshes past the preview limit without a 429', async () => {
    const ip = '203.0.113.20';
    const cookie = `${await grant(ip)}; ${SESSION}`;
    const refresh = () => request('/about/?preview=true', ip, { rsc: '1', cookie });
    const answers = [];
    for (let i = 0; i < 120; i += 1) answers.push(await gates.refresh.gateLiveRefresh(refresh()));
    expect(answers.every((answer) => answer === true)).toBe(true);
    // The same client's page loads still count against the preview limit.
    expect(await gates.refresh.gateLiveRefresh(request('/about/?preview=true', ip, { cookie }))).toBeNull();
  });

  it('leaves everything else to the preview gate: no grant, no session, no RSC request, no preview, or past its own limit', async () => {
    const ip = '203.0.113.21';
    const granted = await grant(ip);
    const none = [
      request('/about/?preview=true', ip, { rsc: '1', cookie: SESSION }),
      request('/about/?preview=true', ip, { rsc: '1', cookie: granted }),
      request('/about/?preview=true', ip, { rsc: '1', cookie: `${granted}; halcyon_live=short` }),
      request('/about/', ip, { rsc: '1', cookie: `${granted}; ${SESSION}` }),
    ];
    for (const each of none) expect(await gates.refresh.gateLiveRefresh(each)).toBeNull();
    const answers = [];
    for (let i = 0; i <= gates.refresh.REFRESH_RATE_LIMIT.posts; i += 1) {
      answers.push(await gates.refresh.gateLiveRefresh(request('/about/?preview=true', ip, { rsc: '1', cookie: `${granted}; ${SESSION}` })));
    }
    expect(answers.at(-1)).toBeNull();
    expect(answers.slice(0, -1).every((answer) => answer === true)).toBe(true);
  });
});
