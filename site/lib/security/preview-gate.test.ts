import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const SECRET = 'editor-preview-secret-1';
const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { ...(cookie ? { cookie } : {}), 'x-site-peer-address': '198.51.100.7' } });

describe('the proxy decision with PREVIEW_SECRET set (issue 20 §2)', () => {
  let gate: typeof import('./preview-gate');
  beforeAll(async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    vi.resetModules();
    gate = await import('./preview-gate');
  });
  afterAll(() => vi.unstubAllEnvs());

  it('?preview=true without the secret shows the live page', async () => {
    expect(await gate.gatePreview(request('/about/?preview=true'))).toBe(false);
    expect(await gate.gatePreview(request('/about/?preview=true&secret=wrong'))).toBe(false);
    expect(gate.previewAllowed(request('/api/menu/?lang=en&preview=true'))).toBe(false);
  });

  it('the secret once sets a third-party-frame cookie and drops the secret from the URL; the cookie then previews', async () => {
    const granted = await gate.gatePreview(request(`/about/?preview=true&secret=${SECRET}`));
    if (!(granted instanceof NextResponse)) throw new Error('expected a redirect that sets the cookie');
    expect(granted.status).toBe(303);
    expect(granted.headers.get('location')).toBe('http://localhost:3000/about/?preview=true');
    expect(granted.headers.get('cache-control')).toBe('private, no-store');
    const cookie = granted.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Partitioned/i);
    expect(cookie).not.toContain(SECRET);
    const pair = cookie.split(';')[0] ?? '';
    expect(await gate.gatePreview(request('/about/?preview=true', pair))).toBe(true);
    expect(gate.previewAllowed(request('/api/menu/?lang=en&preview=true', pair))).toBe(true);
  });

  it('stops a client that asks for too many previews', async () => {
    const answers = [];
    for (let i = 0; i < 70; i += 1) answers.push(await gate.gatePreview(request(`/about/?preview=true&secret=${SECRET}`)));
    const refused = answers.find((answer) => answer instanceof NextResponse && answer.status === 429);
    expect(refused).toBeInstanceOf(NextResponse);
    if (refused instanceof NextResponse) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
