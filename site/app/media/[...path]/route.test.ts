/**
 * The image CDN's route under a flood of distinct, expensive variants (spec 7.3, 8.6):
 * the encodes it can run and a queue of 8 are served, every other request is refused at once with
 * 503, Retry-After and no-store (a CDN must not keep the refusal), and the refusal is logged once
 * for the client, not once a request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { log } from '../../../../schema/log';
import { NAMED_BOXES, NAMED_WIDTHS } from '../../../../schema/media-variant-set';
import { addressReader, PEER_ADDRESS_HEADER, trustedProxies } from '../../../../services/forms/client-address';
import { createImageCdn, variantCacheDir } from '../../../../services/media/images';
import { openMediaLibrary } from '../../../../services/media/library';
import { LARGE_IMAGE_ID, writeTestLibrary } from '../../../../testing/media-library';

const root = mkdtempSync(path.join(tmpdir(), 'media-route-'));
const mediaDir = await writeTestLibrary(path.join(root, 'media'));
// The site's own wiring of the service, with its default bounds, over the test folder.
const cdn = createImageCdn({ library: openMediaLibrary(mediaDir), cacheDir: variantCacheDir(mediaDir) });
vi.mock('../../../lib/media', () => ({ imageCdn: () => cdn, mediaClient: addressReader(trustedProxies([])) }));
const { GET } = await import('./route');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const CLIENT = '203.0.113.9';
const get = (query: string) =>
  GET(new NextRequest(`http://localhost/media/${LARGE_IMAGE_ID}/marina.jpg?${query}`, { headers: { [PEER_ADDRESS_HEADER]: CLIENT, accept: 'image/webp,*/*' } }), {
    params: Promise.resolve({ path: [LARGE_IMAGE_ID, 'marina.jpg'] }),
  });

describe('the image route when encodes are all taken (spec 7.3)', () => {
  it('forty distinct variants at once: the rest past the queue get 503 with Retry-After and no-store, logged once for the client', async () => {
    const warn = vi.spyOn(log, 'warn');
    const sizes = [...NAMED_BOXES.map((box) => `w=${box.w}&h=${box.h}`), ...NAMED_WIDTHS.map((w) => `w=${w}`)];
    const queries = sizes.flatMap((size) => ['jpeg', 'webp'].map((format) => `${size}&force_format=${format}&q=100`)).slice(0, 40);
    expect(queries).toHaveLength(40);
    const responses = await Promise.all(queries.map(get));
    const refused = responses.filter((response) => response.status === 503);
    const served = responses.filter((response) => response.status === 200);
    expect(refused.length + served.length).toBe(40);
    // The running encodes (one per core, at most 3) and the 8 waiting are served, the rest refused
    // (a few more are served if an encode ends before the last requests arrive).
    expect(served.length).toBeGreaterThanOrEqual(9);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const lines = warn.mock.calls.filter(([message]) => message === 'refused: busy');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[1]).toMatchObject({ reason: 'busy', client: CLIENT, path: `/media/${LARGE_IMAGE_ID}/marina.jpg` });
    warn.mockRestore();
  });

  it('once the encodes are done, a refused URL is served', async () => {
    const response = await get('w=1200&h=630&q=65&force_format=jpeg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
