/**
 * The publish webhook attacked with what a signed delivery can carry: a replay of a
 * notification already processed is answered 200 `ignored` and expires nothing; a notification for
 * another environment gets 403 and expires nothing; each is logged as a refusal.
 */
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureLog } from '../../../../schema/log';
import { signBody } from '../../../lib/webhook/signature';

const SECRET = 'route-test-webhook-secret';
const expired: string[] = [];
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));
vi.mock('../../../lib/search', () => ({ getSearch: () => ({ admin: null }) }));
vi.stubEnv('KONTENT_WEBHOOK_SECRET', SECRET);
const { POST } = await import('./route');
const { freshWindow } = await import('../../../lib/webhook/fresh-window');

const notification = (environment: string, lastModified: string) => ({
  data: { system: { id: '7d0b1c5e', name: 'About', codename: 'page_about', language: 'en', type: 'page', last_modified: lastModified } },
  message: { environment_id: environment, object_type: 'content_item', action: 'published', delivery_slot: 'published' },
});
const deliver = (payload: unknown) => {
  const raw = JSON.stringify(payload);
  return POST(
    new NextRequest('http://localhost/api/revalidate/', {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-kontent-ai-signature': signBody(raw, SECRET), 'x-site-peer-address': '192.0.2.44' },
    }),
  );
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
beforeEach(() => {
  expired.length = 0;
});

describe('POST /api/revalidate/ against replays', () => {
  it('a validly signed notification replayed later is ignored: 200 `ignored`, nothing expired', async () => {
    const payload = { notifications: [notification('demo', '2030-06-01T08:00:00Z')] };
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ignored: 0 });
    expect(expired.length).toBeGreaterThan(0);
    expired.length = 0;
    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ revalidated: [], ignored: 1 });
    expect(expired).toEqual([]);
    expect(lines.some((line) => line.includes('refused: webhook-ignored'))).toBe(true);
  });

  it("the item's next change (a new last_modified) expires the cache again", async () => {
    await deliver({ notifications: [notification('demo', '2030-06-01T09:00:00Z')] });
    expired.length = 0;
    const next = await deliver({ notifications: [notification('demo', '2030-06-01T09:05:00Z')] });
    expect(next.status).toBe(200);
    expect(expired.length).toBeGreaterThan(0);
  });

  it('a notification for another environment gets 403 and a log line, and expires nothing', async () => {
    const foreign = await deliver({ notifications: [notification('5f1e0c2a-other-environment', '2030-06-01T10:00:00Z')] });
    expect(foreign.status).toBe(403);
    expect(expired).toEqual([]);
    expect(lines.some((line) => line.includes('refused: webhook-foreign') && line.includes('5f1e0c2a-other-environment'))).toBe(true);
  });
});

describe('renders after a webhook (spec 7.1)', () => {
  it('a processed notification opens the window in which renders ask Kontent for the new content', async () => {
    // Past any window the tests above opened.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(freshWindow().isOpen()).toBe(false);
    const response = await deliver({ notifications: [notification('demo', '2031-01-01T08:00:00Z')] });
    expect(response.status).toBe(200);
    expect(freshWindow().isOpen()).toBe(true);
    vi.useRealTimers();
  });
});
