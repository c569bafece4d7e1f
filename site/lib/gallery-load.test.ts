import { describe, expect, it, vi } from 'vitest';
import { sampleGallery } from '../../schema/yacht/yacht.fixtures';
import { absoluteGalleryUrl, loadGallery, localMediaUuid, readGallery, type GalleryReader } from './gallery-load';

const URL_ = '/media/6a1c9b0e-1111-4a2b-9c3d-4e5f6a7b8c9d/aurora-gallery.json';
const answer =
  (status: number, body: string): GalleryReader =>
  async () => ({ status, text: async () => body });

describe('gallery file of spec 3.5, 7.4', () => {
  it('reads Sale and Charter parts in any key case', async () => {
    const gallery = await loadGallery(URL_, 'Aurora', answer(200, JSON.stringify(sampleGallery)));
    expect(gallery?.sale?.gallery?.[0]?.images.length).toBe(1);
    expect(gallery?.charter?.profile?.url).toContain('/media/');
  });
});

describe('gallery failures of spec 8.3: logged, and the page goes on without a gallery', () => {
  it("a non-OK answer logs 'HTTP error! Status: {status}' and gives null", async () => {
    const log = vi.fn();
    expect(await loadGallery(URL_, 'Aurora', answer(404, 'Media file not found'), log)).toBeNull();
    expect(log).toHaveBeenCalledWith('HTTP error! Status: 404');
    expect(await loadGallery(URL_, 'Aurora', answer(503, ''), log)).toBeNull();
    expect(log).toHaveBeenLastCalledWith('HTTP error! Status: 503');
  });

  it('a body that is not JSON is logged naming the yacht and the problem', async () => {
    const log = vi.fn();
    expect(await loadGallery(URL_, 'Aurora', answer(200, '{"Sale": '), log)).toBeNull();
    expect(log.mock.calls[0]?.[0]).toMatch(/^Gallery of yacht 'Aurora' \(\/media\/.+aurora-gallery\.json\) is not valid JSON: /);
  });

  it('JSON that is not a gallery names the yacht and the bad field', async () => {
    const result = await readGallery(URL_, 'Aurora', answer(200, JSON.stringify({ Sale: { gallery: [{ section: 'x', label: 'X' }] } })));
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Gallery of yacht 'Aurora' .* is not a gallery file: sale\.gallery\.0\.images: /) });
    const notAnObject = await readGallery(URL_, 'Aurora', answer(200, '[1, 2]'));
    expect(notAnObject.ok).toBe(false);
  });

  it('a reader that throws (network down) is logged and gives null', async () => {
    const log = vi.fn();
    const down: GalleryReader = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    expect(await loadGallery(URL_, 'Aurora', down, log)).toBeNull();
    expect(log.mock.calls[0]?.[0]).toContain("Gallery of yacht 'Aurora'");
    expect(log.mock.calls[0]?.[0]).toContain('ECONNREFUSED');
  });
});

describe('where a gallery URL is read', () => {
  it('local media URLs are read in-process by uuid; other URLs are fetched', () => {
    expect(localMediaUuid(URL_)).toBe('6a1c9b0e-1111-4a2b-9c3d-4e5f6a7b8c9d');
    expect(localMediaUuid('https://assets.example.com/x/aurora-gallery.json')).toBeNull();
    expect(localMediaUuid('/media/not-a-uuid/x.json')).toBeNull();
  });

  it('paths resolve on the media host; absolute URLs stay as they are', () => {
    expect(absoluteGalleryUrl(URL_, 'https://dam.example.com')).toBe(`https://dam.example.com${URL_}`);
    expect(absoluteGalleryUrl('https://cdn.example.com/g.json', 'https://dam.example.com')).toBe('https://cdn.example.com/g.json');
  });
});
