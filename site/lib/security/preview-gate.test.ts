import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureLog } from '../../../schema/log';
import { grantCookie } from './preview';

const SECRET = 'editor-preview-secret-1';
const request = (pathAndQuery: string, cookie?: string, client = '198.51.100.7') =>
  new NextRequest(new URL(pathAndQuery, 'http://localhost:3000'), { headers: { ...(cookie ? { cookie } : {}), 'x-site-peer-address': client } });

/** The gate of a server started with `env` (each its own module graph, as a fresh server). */
const gateWith = async (env: Record<string, string>) => {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./preview-gate');
};

const lines: string[] = [];
let restoreLog = () => {};
beforeAll(() => {
  restoreLog = configureLog({ write: (line) => lines.push(line) });
});
afterAll(() => {
  restoreLog();
  vi.unstubAllEnvs();
});

describe('the proxy decision with PREVIEW_SECRET set (spec 2.3)', () => {
  let gate: Awaited<ReturnType<typeof gateWith>>;
  beforeAll(async () => {
    gate = await gateWith({ PREVIEW_SECRET: SECRET });
  });

  it('?preview=true without the secret shows the live page', async () => {
    expect(await gate.gatePreview(request('/about/?preview=true'))).toBe(false);
    expect(await gate.gatePreview(request('/about/?preview=true&secret=wrong', undefined, '198.51.100.99'))).toBe(false);
    expect(gate.previewAllowed(request('/api/menu/?lang=en&preview=true'))).toBe(false);
  });

  it('the secret once sets a third-party-frame cookie for 24 hours and drops the secret from the URL; the cookie then previews', async () => {
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
    expect(cookie).toMatch(/Max-Age=86400/i);
    expect(cookie).not.toContain(SECRET);
    const pair = cookie.split(';')[0] ?? '';
    expect(await gate.gatePreview(request('/about/?preview=true', pair))).toBe(true);
    expect(gate.previewAllowed(request('/api/menu/?lang=en&preview=true', pair))).toBe(true);
  });

  it('an expired grant shows the live page, on pages and on-demand routes alike', async () => {
    const expired = `halcyon_preview=${grantCookie(SECRET, Math.floor(Date.now() / 1000) - 25 * 3600)}`;
    const fresh = `halcyon_preview=${grantCookie(SECRET, Math.floor(Date.now() / 1000) - 23 * 3600)}`;
    expect(await gate.gatePreview(request('/about/?preview=true', fresh, '198.51.100.20'))).toBe(true);
    expect(await gate.gatePreview(request('/about/?preview=true', expired, '198.51.100.20'))).toBe(false);
    expect(gate.previewAllowed(request('/api/offices/?lang=en&preview=true', expired))).toBe(false);
  });

  it('a tampered cookie shows the live page and is logged as a refusal', async () => {
    const issued = Math.floor(Date.now() / 1000) - 25 * 3600;
    const [, mac] = grantCookie(SECRET, issued).split('.');
    // Moving the signed time forward to revive the grant breaks its digest.
    const tampered = `halcyon_preview=${issued + 3 * 3600}.${mac}`;
    expect(await gate.gatePreview(request('/about/?preview=true', tampered, '198.51.100.21'))).toBe(false);
    expect(gate.previewAllowed(request('/api/menu/?lang=en&preview=true', tampered))).toBe(false);
    expect(lines.some((line) => line.includes('refused: preview-denied') && line.includes('tampered grant'))).toBe(true);
  });

  it('the 11th wrong secret within 15 minutes gets 429, and so does every preview request of that client', async () => {
    const guesser = '203.0.113.50';
    for (let i = 0; i < 10; i += 1) expect(await gate.gatePreview(request(`/about/?preview=true&secret=guess-${i}`, undefined, guesser))).toBe(false);
    const eleventh = await gate.gatePreview(request('/about/?preview=true&secret=guess-10', undefined, guesser));
    if (!(eleventh instanceof NextResponse)) throw new Error('expected the 11th wrong secret to be refused');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Even the right secret: the guesser learns nothing more for the window.
    const right = await gate.gatePreview(request(`/about/?preview=true&secret=${SECRET}`, undefined, guesser));
    expect(right instanceof NextResponse && right.status).toBe(429);
    // Live pages and other clients are untouched.
    expect(await gate.gatePreview(request('/about/', undefined, guesser))).toBe(false);
    expect(await gate.gatePreview(request(`/about/?preview=true&secret=${SECRET}`, undefined, '203.0.113.51'))).toBeInstanceOf(NextResponse);
    expect(lines.some((line) => line.includes('refused: preview-denied') && line.includes('wrong secret'))).toBe(true);
    expect(lines.some((line) => line.includes('refused: rate-limited') && line.includes('preview wrong secrets'))).toBe(true);
  });

  it('stops a client that asks for too many previews', async () => {
    const answers = [];
    for (let i = 0; i < 70; i += 1) answers.push(await gate.gatePreview(request(`/about/?preview=true&secret=${SECRET}`, undefined, '198.51.100.30')));
    const refused = answers.find((answer) => answer instanceof NextResponse && answer.status === 429);
    expect(refused).toBeInstanceOf(NextResponse);
    if (refused instanceof NextResponse) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('without PREVIEW_SECRET (spec 2.3)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'preview-gate-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('the demo makes its own secret beside its content: ?preview=true alone is the live page, the secret link grants', async () => {
    const gate = await gateWith({ CONTENT_DIR: path.join(work, 'content') });
    expect(await gate.gatePreview(request('/about/?preview=true'))).toBe(false);
    const secret = readFileSync(path.join(work, 'preview-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const granted = await gate.gatePreview(request(`/about/?preview=true&secret=${secret}`));
    expect(granted instanceof NextResponse && granted.status).toBe(303);
  });

  it('PREVIEW=off: ?preview=true is the live page for everyone, secret or not', async () => {
    const gate = await gateWith({ PREVIEW: 'off', PREVIEW_SECRET: SECRET });
    expect(await gate.gatePreview(request('/about/?preview=true'))).toBe(false);
    expect(await gate.gatePreview(request(`/about/?preview=true&secret=${SECRET}`))).toBe(false);
    expect(gate.previewAllowed(request('/api/menu/?lang=en&preview=true', `halcyon_preview=${grantCookie(SECRET, Math.floor(Date.now() / 1000))}`))).toBe(false);
  });

  it('PREVIEW_GRANT_HOURS sets how long a grant lasts', async () => {
    const gate = await gateWith({ PREVIEW_SECRET: SECRET, PREVIEW_GRANT_HOURS: '2' });
    const granted = await gate.gatePreview(request(`/about/?preview=true&secret=${SECRET}`));
    expect(granted instanceof NextResponse && granted.headers.get('set-cookie')).toMatch(/Max-Age=7200/);
    const threeHoursOld = `halcyon_preview=${grantCookie(SECRET, Math.floor(Date.now() / 1000) - 3 * 3600)}`;
    expect(await gate.gatePreview(request('/about/?preview=true', threeHoursOld))).toBe(false);
  });
});
