import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageCdn, type MediaResult } from './images';
import { openMediaLibrary } from './library';
import { IMAGE_ID, PDF_ID, writeTestLibrary } from '../../testing/media-library';

let dir: string;
beforeAll(async () => {
  dir = await writeTestLibrary();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let run = 0;
const cdn = (maxCacheBytes?: number) => {
  const cacheDir = path.join(dir, `cache-${(run += 1)}`);
  return { cacheDir, cdn: createImageCdn({ library: openMediaLibrary(dir), cacheDir, maxCacheBytes }) };
};

const image = (result: MediaResult) => {
  if ('error' in result) throw new Error(result.message);
  return result;
};
const size = async (result: MediaResult) => {
  const { width, height, format } = await sharp(image(result).body).metadata();
  return { width, height, format };
};
const get = (service: ReturnType<typeof cdn>['cdn'], query: string, uuid = IMAGE_ID) =>
  service.get(uuid, new URLSearchParams(query));

describe('the local image CDN (spec 3.6, 7.3, 9.5)', () => {
  it('without parameters it answers the original file', async () => {
    const { cdn: service } = cdn();
    expect(await size(await get(service, ''))).toEqual({ width: 800, height: 500, format: 'jpeg' });
    expect(image(await get(service, '', PDF_ID)).type).toBe('application/pdf');
  });

  it('spec 3.6: w, h, q and force_format resize and re-encode; never larger than the original', async () => {
    const { cdn: service } = cdn();
    expect(await size(await get(service, 'w=200'))).toEqual({ width: 200, height: 125, format: 'jpeg' });
    expect(await size(await get(service, 'w=300&h=300&q=50'))).toEqual({ width: 300, height: 300, format: 'jpeg' });
    const webp = await get(service, 'w=200&force_format=webp');
    expect(image(webp).type).toBe('image/webp');
    expect((await size(webp)).format).toBe('webp');
    expect(await size(await get(service, 'w=2000'))).toMatchObject({ width: 800 });
  });

  it('without force_format a browser that reads WebP gets WebP, any other client JPEG, and the answer says it varies', async () => {
    const { cdn: service } = cdn();
    const browser = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const toBrowser = await service.get(IMAGE_ID, new URLSearchParams('w=200'), browser);
    expect(image(toBrowser)).toMatchObject({ type: 'image/webp', negotiated: true });
    expect(await size(toBrowser)).toEqual({ width: 200, height: 125, format: 'webp' });
    expect(image(await service.get(IMAGE_ID, new URLSearchParams('w=200'), '*/*'))).toMatchObject({ type: 'image/jpeg', negotiated: true });
    // A named format, or the untouched original, does not depend on the client.
    expect(image(await service.get(IMAGE_ID, new URLSearchParams('w=200&force_format=jpeg'), browser))).toMatchObject({ type: 'image/jpeg', negotiated: false });
    expect(image(await service.get(IMAGE_ID, new URLSearchParams(''), browser))).toMatchObject({ type: 'image/jpeg', negotiated: false });
  });

  it('spec 9.5: the presets size the image, and an explicit w wins over the preset', async () => {
    const { cdn: service } = cdn();
    expect(await size(await get(service, 'p=yacht-thumbnail'))).toMatchObject({ width: 480, height: 320 });
    expect(await size(await get(service, 'p=yacht-thumbnail&w=240'))).toMatchObject({ width: 240, height: 320 });
  });

  it.each([
    ['w=abc', 'w must be a whole number of pixels from 16 to 4096, got "abc"'],
    ['w=5000', 'w must be a whole number of pixels from 16 to 4096, got "5000"'],
    ['h=-3', 'h must be a whole number of pixels from 16 to 4096, got "-3"'],
    ['q=0', 'q must be a whole number from 1 to 100, got "0"'],
    ['force_format=gif', 'force_format must be one of jpeg, jpg, webp, avif, png, got "gif"'],
    ['p=huge', 'p must be one of yacht-thumbnail, yacht-thumbnail-large, yacht-feature, got "huge"'],
  ])('a bad value (%s) is a bad request naming the parameter and what it expects', async (query, message) => {
    const { cdn: service } = cdn();
    expect(await get(service, query)).toEqual({ error: 'bad-request', message });
  });

  it('an unknown uuid is not found', async () => {
    const { cdn: service } = cdn();
    expect(await get(service, 'w=200', '11111111-2222-4333-8444-555555555555')).toMatchObject({ error: 'not-found' });
  });

  it('the same variant is made once, also when asked for twice at the same time', async () => {
    const { cdn: service, cacheDir } = cdn();
    const [a, b] = await Promise.all([get(service, 'w=320'), get(service, 'w=320')]);
    const c = await get(service, 'w=320');
    expect(image(a).body.equals(image(b).body) && image(a).body.equals(image(c).body)).toBe(true);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('a flood of distinct widths cannot grow the cache past its byte limit', async () => {
    const one = image(await get(cdn().cdn, 'w=300')).body.length;
    const limit = one * 4;
    const { cdn: service, cacheDir } = cdn(limit);
    for (let w = 300; w < 330; w += 1) await get(service, `w=${w}`);
    const files = readdirSync(cacheDir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThanOrEqual(5);
    // The newest variant is still there; a later identical request is served from the cache.
    expect(await size(await get(service, 'w=329'))).toMatchObject({ width: 329 });
    expect(readdirSync(cacheDir)).toEqual(files);
  });
});
