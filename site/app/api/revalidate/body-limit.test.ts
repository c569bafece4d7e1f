/**
 * The webhook's body is read no further than its limit, chunked or not, so an
 * endless body costs the site at most the limit plus one chunk before its 413.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { countingBody } from '../../../../testing/slow-body';

vi.mock('../../../lib/webhook/secret', () => ({ webhookSecret: () => 'a-test-secret' }));
const { POST } = await import('./route');

const LIMIT = 1_000_000;

describe('the revalidate webhook reads at most its limit', () => {
  it('a 300 MB chunked body without Content-Length: 413 after at most the limit plus 64 KB is read, the stream cancelled', async () => {
    const { stream, counted } = countingBody(16 * 1024, 300 * 1024 * 1024);
    const response = await POST(new NextRequest('http://localhost/api/revalidate/', { method: 'POST', body: stream, duplex: 'half' }));
    expect(response.status).toBe(413);
    expect(counted.pulled).toBeGreaterThan(LIMIT);
    expect(counted.pulled).toBeLessThan(LIMIT + 64 * 1024);
    expect(counted.cancelled).toBe(true);
  });

  it('a body within the limit is still read whole and checked (an unsigned one is a 401)', async () => {
    const { stream, counted } = countingBody(16 * 1024, 64 * 1024);
    const response = await POST(new NextRequest('http://localhost/api/revalidate/', { method: 'POST', body: stream, duplex: 'half' }));
    expect(response.status).toBe(401);
    expect(counted.pulled).toBe(64 * 1024);
  });
});
