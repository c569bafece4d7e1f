/**
 * Against the built site (`next start`), over real sockets: a slow chunked body with no
 * Content-Length gets its 413 from the browser search endpoint, the webhook and the form host while
 * the sender is still sending, before the limit plus 64 KB has gone; a costly multi-query is
 * Algolia's 400; a client's searches in flight are capped with a 429.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/redis-server';
import { startSiteInstance, type SiteInstance } from '../../../testing/site-instance';
import { sendSlowChunkedBody } from '../../../testing/slow-body';

const SEARCH = '/api/search/1/indexes/*/queries/';
const SEARCH_LIMIT = 64 * 1024;
const WEBHOOK_LIMIT = 1_000_000;
const FORM_LIMIT = 32 * 1024;
const MARGIN = 64 * 1024;

const queries = (count: number) => JSON.stringify({ requests: Array.from({ length: count }, () => ({ indexName: 'YachtIndex_en', hitsPerPage: 0 })) });

let site: SiteInstance;
beforeAll(async () => {
  site = await startSiteInstance(await freePort(), {});
  // A running site: both routes loaded and the search index open before the first measure.
  await fetch(new URL(SEARCH, site.origin), { method: 'POST', body: queries(1) });
  await fetch(new URL('/api/revalidate/', site.origin));
  await fetch(new URL('/forms/enquiry/', site.origin));
});
afterAll(() => site?.stop());

describe('bodies are refused while they arrive', () => {
  it('the search endpoint: 413 before 64 KB + 64 KB of a chunked body has been sent', async () => {
    const { statusLine, sentBeforeAnswer } = await sendSlowChunkedBody(site.origin, SEARCH);
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(sentBeforeAnswer).toBeGreaterThan(SEARCH_LIMIT);
    expect(sentBeforeAnswer).toBeLessThan(SEARCH_LIMIT + MARGIN);
  });

  it('the webhook: 413 before 1 MB + 64 KB of a chunked body has been sent', async () => {
    const { statusLine, sentBeforeAnswer } = await sendSlowChunkedBody(site.origin, '/api/revalidate/', { everyMs: 4 });
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(sentBeforeAnswer).toBeGreaterThan(WEBHOOK_LIMIT);
    expect(sentBeforeAnswer).toBeLessThan(WEBHOOK_LIMIT + MARGIN);
  });

  it('the form host: 413 before 32 KB + 64 KB of a chunked body has been sent', async () => {
    const { statusLine, sentBeforeAnswer } = await sendSlowChunkedBody(site.origin, '/forms/enquiry/', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(sentBeforeAnswer).toBeGreaterThan(FORM_LIMIT);
    expect(sentBeforeAnswer).toBeLessThan(FORM_LIMIT + MARGIN);
  });
});

describe('the search endpoint answers as Algolia does', () => {
  it("51 queries: 400 with Algolia's body; 50 are answered", async () => {
    const refused = await fetch(new URL(SEARCH, site.origin), { method: 'POST', body: queries(51) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Too many queries in multi query request', status: 400 });
    expect((await fetch(new URL(SEARCH, site.origin), { method: 'POST', body: queries(50) })).status).toBe(200);
  });

  it('a client holding 8 searches in flight gets 429 with Retry-After for the next; gone, its slots free again', async () => {
    const { hostname, port } = new URL(site.origin);
    const held = Array.from({ length: 8 }, () => {
      const socket = net.connect(Number(port), hostname);
      socket.write(`POST ${SEARCH} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"requests":`);
      return socket;
    });
    try {
      let refused: Response | null = null;
      // The held searches reach the route in their own time: ask until the ninth is refused.
      for (let attempt = 0; attempt < 50 && refused?.status !== 429; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        refused = await fetch(new URL(SEARCH, site.origin), { method: 'POST', body: queries(1) });
      }
      expect(refused?.status).toBe(429);
      expect(refused?.headers.get('retry-after')).toBe('1');
    } finally {
      for (const socket of held) socket.destroy();
    }
    let after: Response | null = null;
    for (let attempt = 0; attempt < 50 && after?.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await fetch(new URL(SEARCH, site.origin), { method: 'POST', body: queries(1) });
    }
    expect(after?.status).toBe(200);
  });
});
