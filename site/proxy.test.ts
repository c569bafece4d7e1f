/** The proxy's guard of route handler addresses (spec 8.1): 4xx, never Next's 500. */
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy';

const MALFORMED = [
  '/api/health/%E0%A4%A/',
  '/api/no-such-route/%2/',
  '/api/search/1/indexes/%ff/query/',
  '/media/%C0%AF/x.jpg',
  '/media/0027ea2f-3c75-4cef-a474-8c19c65196f7/a%%.json',
  '/forms/%zz3/',
  '/api/dam/demo/v4/file/%ED%A0%80/',
  '/api/map-preview/6/%u0041/1/wide.svg',
  '/builds/%C3%28/',
];

/** Whether Next sends a path to the proxy, asked of Next's own matcher test helper. */
const runsOn = (path: string): boolean => unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` });

describe('route handler addresses in the proxy', () => {
  it('the proxy runs on every route handler address holding a malformed escape', () => {
    for (const path of MALFORMED) expect(runsOn(path), path).toBe(true);
  });

  it('runs on every path, and passes ordinary route handler addresses and files straight through with their policy', async () => {
    for (const path of ['/api/health/', '/media/0027ea2f-3c75-4cef-a474-8c19c65196f7/x.jpg', '/api/search/1/indexes/*/queries/', '/forms/contact/', '/_next/static/chunks/a.js', '/robots.txt']) {
      expect(runsOn(path), path).toBe(true);
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
      expect(response.headers.get('content-security-policy'), path).toMatch(path.startsWith('/forms/') ? /frame-ancestors 'self'$/ : /frame-ancestors 'none'$/);
    }
  });

  it('lets a request with a body go straight to its handler, which bounds what it reads, but never to an internal route', () => {
    const runsWith = (path: string, headers: Record<string, string>) => unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}`, headers });
    const bodies: Record<string, string>[] = [{ 'transfer-encoding': 'chunked' }, { 'content-length': '5000000' }];
    for (const headers of bodies) {
      for (const path of ['/api/search/1/indexes/*/queries/', '/api/revalidate/', '/forms/enquiry/']) expect(runsWith(path, headers), path).toBe(false);
      for (const path of ['/pages/live/en/about/', '/preview/en/about/', '/search-page/live/en/search/', '/missing/live/en/x/', '/api/search/1/indexes/%ff/query/'])
        expect(runsWith(path, headers), path).toBe(true);
    }
  });

  it('answers an escape that does not decode with a 400, before Next decodes the parameters', async () => {
    for (const path of MALFORMED) {
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('lets an address that decodes through to its handler', async () => {
    for (const path of ['/media/0027ea2f-3c75-4cef-a474-8c19c65196f7/caf%C3%A9.jpg', '/api/search/1/indexes/GenericIndex%5Fen/query/', '/api/brochure/sale/Y10001%5FSI.pdf']) {
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
    }
  });

  it('keeps the brochure refusing NUL and absurd lengths with a 404', async () => {
    for (const path of ['/api/brochure/sale/%00.pdf', `/api/brochure/sale/${'x'.repeat(300)}.pdf`]) {
      expect((await proxy(new NextRequest(`http://localhost${path}`))).status, path).toBe(404);
    }
  });
});
