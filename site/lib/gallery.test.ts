/**
 * The site's gallery wiring (spec 7.4, 8.3): the local media stand-in is read in-process, a hosted
 * MEDIA_HOST is fetched, and a missing or broken file leaves the page without a gallery.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fx, item } from '../../schema/fixtures';
import { sampleGallery } from '../../schema/yacht/yacht.fixtures';

const env: { MEDIA_HOST: string | undefined; SITE_URL: string } = { MEDIA_HOST: undefined, SITE_URL: 'http://localhost:3000' };
const files = new Map<string, string>();
const cdnGet = vi.fn(async (uuid: string) => {
  const body = files.get(uuid);
  return body === undefined ? { error: 'not-found' as const, message: `Media file ${uuid} not found` } : { body: Buffer.from(body), type: 'application/json' };
});

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => Promise<unknown>) => fn }));
vi.mock('./env', () => ({ serverEnv: () => env }));
vi.mock('./media', () => ({ imageCdn: () => ({ get: cdnGet }) }));
vi.mock('./content', () => ({ PAGE_REVALIDATE_SECONDS: 3600 }));

const { pageGallery } = await import('./gallery');

const UUID = '6a1c9b0e-1111-4a2b-9c3d-4e5f6a7b8c9d';
const yacht = (url: string | null) =>
  item('yacht', 'yacht_x', {
    name: fx.text('Aurora'),
    gallery_asset: { type: 'asset', value: url ? [{ name: 'g.json', url }] : [] },
  });
const page = { yachtType: 'charter' as const, yacht: 'yacht_x', berth: null, path: '/yacht-for-charter/aurora' };

let errors: MockInstance<typeof console.error>;
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  files.clear();
  cdnGet.mockClear();
  env.MEDIA_HOST = undefined;
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  errors.mockRestore();
  fetchSpy.mockRestore();
});

describe('pageGallery', () => {
  it('reads the local media stand-in in-process, with no request to the site itself', async () => {
    files.set(UUID, JSON.stringify(sampleGallery));
    const gallery = await pageGallery(page, { yacht_x: yacht(`/media/${UUID}/g.json`) }, true);
    expect(gallery?.charter?.gallery?.[0]?.label).toBe('Exterior');
    expect(cdnGet).toHaveBeenCalledWith(UUID, expect.any(URLSearchParams));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a missing local file logs 'HTTP error! Status: 404' and gives null (spec 8.3)", async () => {
    expect(await pageGallery(page, { yacht_x: yacht(`/media/${UUID}/g.json`) }, false)).toBeNull();
    expect(errors.mock.calls.flat().join(' ')).toContain('HTTP error! Status: 404');
  });

  it('a broken local file is logged naming the yacht, and gives null', async () => {
    files.set(UUID, 'not json');
    expect(await pageGallery(page, { yacht_x: yacht(`/media/${UUID}/g.json`) }, false)).toBeNull();
    expect(errors.mock.calls.flat().join(' ')).toMatch(/Gallery of yacht 'Aurora' .* is not valid JSON/);
  });

  it('a hosted MEDIA_HOST is fetched; its non-OK answer is handled as spec 8.3 says', async () => {
    env.MEDIA_HOST = 'https://dam.example.com';
    fetchSpy.mockResolvedValue(new Response('gone', { status: 500 }));
    expect(await pageGallery(page, { yacht_x: yacht(`/media/${UUID}/g.json`) }, true)).toBeNull();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`https://dam.example.com/media/${UUID}/g.json`);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('HTTP error! Status: 500'));
    expect(cdnGet).not.toHaveBeenCalled();
  });

  it('an absolute asset URL is fetched and parsed', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify(sampleGallery), { status: 200 }));
    const gallery = await pageGallery(page, { yacht_x: yacht('https://assets.example.com/aurora-gallery.json') }, true);
    expect(gallery?.sale?.profile?.id).toBeTruthy();
  });

  it('pages without a yacht, or a yacht without a gallery file, load nothing', async () => {
    expect(await pageGallery({ ...page, yacht: null }, {}, false)).toBeNull();
    expect(await pageGallery(page, { yacht_x: yacht(null) }, false)).toBeNull();
    expect(cdnGet).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
