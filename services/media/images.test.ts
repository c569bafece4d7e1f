import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_BOXES, NAMED_WIDTHS } from '../../schema/media-variant-set';
import { createEncodeQueue, type EncodeQueue } from './encode-queue';
import { createImageCdn, type MediaResult } from './images';
import { openMediaLibrary } from './library';
import { IMAGE_ID, LARGE_IMAGE_ID, PDF_ID, writeTestLibrary } from '../../testing/media-library';

let dir: string;
beforeAll(async () => {
  dir = await writeTestLibrary();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let run = 0;
/** A queue that counts the encodes it runs. */
const countingQueue = (queue: EncodeQueue = createEncodeQueue()) => {
  const counted = { encodes: 0 };
  const run: EncodeQueue['run'] = (task) => queue.run(() => ((counted.encodes += 1), task()));
  return { counted, queue: { ...queue, run } };
};
const cdn = ({ maxCacheBytes, queue }: { maxCacheBytes?: number; queue?: EncodeQueue } = {}) => {
  const cacheDir = path.join(dir, `cache-${(run += 1)}`);
  const counting = countingQueue(queue);
  return { cacheDir, counted: counting.counted, cdn: createImageCdn({ library: openMediaLibrary(dir), cacheDir, maxCacheBytes, queue: counting.queue }) };
};

const BROWSER = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

const image = (result: MediaResult) => {
  if ('error' in result) throw new Error(result.message);
  return result;
};
const size = async (result: MediaResult) => {
  const { width, height, format } = await sharp(image(result).body).metadata();
  return { width, height, format };
};
const get = (service: ReturnType<typeof cdn>['cdn'], query: string, uuid = IMAGE_ID, accept?: string) => service.get(uuid, new URLSearchParams(query), accept);

describe('the local image CDN (spec 3.6, 7.3, 9.5)', () => {
  it('without parameters it answers the original file', async () => {
    const { cdn: service } = cdn();
    expect(await size(await get(service, ''))).toEqual({ width: 800, height: 500, format: 'jpeg' });
    expect(image(await get(service, '', PDF_ID)).type).toBe('application/pdf');
  });

  it('spec 3.6: w, h, q and force_format resize and re-encode; never larger than the original', async () => {
    const { cdn: service } = cdn();
    expect(await size(await get(service, 'w=480'))).toEqual({ width: 480, height: 300, format: 'jpeg' });
    expect(await size(await get(service, 'w=480&h=480&q=75'))).toEqual({ width: 480, height: 480, format: 'jpeg' });
    const webp = await get(service, 'w=480&force_format=webp');
    expect(image(webp).type).toBe('image/webp');
    expect((await size(webp)).format).toBe('webp');
    expect(await size(await get(service, 'w=1920'))).toMatchObject({ width: 800 });
  });

  it('without force_format a browser that reads WebP gets WebP, any other client JPEG, and the answer says it varies', async () => {
    const { cdn: service } = cdn();
    const toBrowser = await get(service, 'w=480', IMAGE_ID, BROWSER);
    expect(image(toBrowser)).toMatchObject({ type: 'image/webp', negotiated: true });
    expect(await size(toBrowser)).toEqual({ width: 480, height: 300, format: 'webp' });
    expect(image(await get(service, 'w=480', IMAGE_ID, '*/*'))).toMatchObject({ type: 'image/jpeg', negotiated: true });
    // A named format, or the untouched original, does not depend on the client.
    expect(image(await get(service, 'w=480&force_format=jpeg', IMAGE_ID, BROWSER))).toMatchObject({ type: 'image/jpeg', negotiated: false });
    expect(image(await get(service, '', IMAGE_ID, BROWSER))).toMatchObject({ type: 'image/jpeg', negotiated: false });
  });

  it('spec 9.5: the presets size the image, and an explicit w and h win over the preset', async () => {
    const { cdn: service } = cdn();
    expect(await size(await get(service, 'p=yacht-thumbnail'))).toMatchObject({ width: 480, height: 320 });
    expect(await size(await get(service, 'p=yacht-thumbnail&w=480&h=480'))).toMatchObject({ width: 480, height: 480 });
  });

  it('spec 2.5, 3.6: every size the site names is made exactly as named, from a picture large enough', async () => {
    const { cdn: service } = cdn();
    for (const box of NAMED_BOXES) {
      expect(await size(await get(service, `w=${box.w}&h=${box.h}&q=${box.q}&force_format=jpeg`, LARGE_IMAGE_ID)), `${box.w}x${box.h}`).toEqual({ width: box.w, height: box.h, format: 'jpeg' });
    }
    for (const w of NAMED_WIDTHS) expect(await size(await get(service, `w=${w}`, LARGE_IMAGE_ID)), `w=${w}`).toMatchObject({ width: w });
  });

  it.each([
    ['w=abc', 'w must be a whole number of pixels, got "abc"'],
    ['w=<x-fuzz>"\'', 'w must be a whole number of pixels, got "%3Cx-fuzz%3E%22\'"'],
    ['h=-3', 'h must be a whole number of pixels, got "-3"'],
    ['q=high', 'q must be a whole number, got "high"'],
    ['force_format=gif', 'force_format must be one of jpeg, jpg, webp, avif, png, got "gif"'],
    ['p=huge', 'p must be one of yacht-thumbnail, yacht-thumbnail-large, yacht-feature, got "huge"'],
  ])('a malformed value (%s) is a bad request naming the parameter and what it expects', async (query, message) => {
    const { cdn: service } = cdn();
    expect(await get(service, query)).toEqual({ error: 'bad-request', message });
  });

  it('an unknown uuid is not found', async () => {
    const { cdn: service } = cdn();
    expect(await get(service, 'w=200', '11111111-2222-4333-8444-555555555555')).toMatchObject({ error: 'not-found' });
  });
});

describe('only the sizes the site names are made (spec 7.3)', () => {
  it('an unusual, expensive request (4096 × 4095, AVIF at quality 100) is served at a named size, as WebP or JPEG', async () => {
    const { cdn: service } = cdn();
    const query = 'w=4096&h=4095&force_format=avif&q=100';
    // Nearest in shape is the largest square crop the site names, 1,200 px.
    expect(await size(await get(service, query, LARGE_IMAGE_ID, BROWSER))).toEqual({ width: 1200, height: 1200, format: 'webp' });
    expect(await size(await get(service, query, LARGE_IMAGE_ID, '*/*'))).toEqual({ width: 1200, height: 1200, format: 'jpeg' });
    // Capped at a smaller original: the largest square it holds.
    expect(await size(await get(service, query, IMAGE_ID, BROWSER))).toEqual({ width: 500, height: 500, format: 'webp' });
  });

  it('sizes no page names, or beyond the old limits, are answered at the nearest named size at or above them, never a 400', async () => {
    const { cdn: service } = cdn();
    expect(await size(await get(service, 'w=500', LARGE_IMAGE_ID))).toMatchObject({ width: 640, height: 512 });
    expect(await size(await get(service, 'w=5000&q=0', LARGE_IMAGE_ID))).toMatchObject({ width: 1920, height: 1536 });
    expect(await size(await get(service, 'w=99999999999999999999', IMAGE_ID))).toMatchObject({ width: 800, height: 500 });
    // A 700 × 467 box has the shape of the 3:2 boxes: the 900 × 600 one is the nearest at or above it.
    expect(await size(await get(service, 'w=700&h=467', LARGE_IMAGE_ID))).toMatchObject({ width: 900, height: 600 });
    // A height alone: the named width that gives at least that height.
    expect(await size(await get(service, 'h=370', LARGE_IMAGE_ID))).toMatchObject({ width: 480, height: 384 });
    // A quality or format alone asks for no size: the original, not a re-encode of it.
    expect(await size(await get(service, 'q=100&force_format=avif', LARGE_IMAGE_ID))).toEqual({ width: 2000, height: 1600, format: 'jpeg' });
  });

  it('requests that land on the same variant share one file and one encode, also when they arrive together', async () => {
    const { cdn: service, cacheDir, counted } = cdn();
    const bodies = await Promise.all(['w=300', 'w=470', 'w=480', 'w=480&q=30', 'w=481&q=100'].map(async (query) => image(await get(service, query, LARGE_IMAGE_ID, '*/*')).body));
    const widths = await Promise.all(bodies.map(async (body) => (await sharp(body).metadata()).width));
    expect(widths).toEqual([480, 480, 480, 480, 640]);
    // w=300, 470 and 480 are one variant (480), w=481 the next (640): two files, two encodes.
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(counted.encodes).toBe(2);
    expect(bodies[0]?.equals(bodies[1] ?? Buffer.alloc(0)) && bodies[1]?.equals(bodies[2] ?? Buffer.alloc(0))).toBe(true);
  });

  it('a flood of distinct widths makes no more variants than the site names', async () => {
    const { cdn: service, cacheDir, counted } = cdn();
    for (let w = 16; w <= 4096; w += 37) await get(service, `w=${w}`, LARGE_IMAGE_ID, '*/*');
    expect(readdirSync(cacheDir)).toHaveLength(NAMED_WIDTHS.length);
    expect(counted.encodes).toBe(NAMED_WIDTHS.length);
  });
});

describe('encodes are bounded (spec 7.3)', () => {
  it('beyond the running encodes and a queue of 8, a request is answered busy at once, with when to try again', async () => {
    const { cdn: service, counted } = cdn({ queue: createEncodeQueue({ concurrency: 1, queueLength: 8 }) });
    // Thirty distinct variants at once: one encodes, eight wait, the rest are refused.
    const queries = NAMED_BOXES.flatMap((box) => ['jpeg', 'webp'].map((format) => `w=${box.w}&h=${box.h}&force_format=${format}`)).slice(0, 30);
    const results = await Promise.all(queries.map((query) => get(service, query, LARGE_IMAGE_ID)));
    const busy = results.filter((result) => 'error' in result && result.error === 'busy');
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]).toMatchObject({ error: 'busy', retryAfter: 5 });
    expect(results.length - busy.length).toBe(counted.encodes);
    expect(counted.encodes).toBeGreaterThanOrEqual(9);
    // Once the queue has drained, the same request is served.
    const refused = queries[results.findIndex((result) => 'error' in result)] ?? '';
    expect(image(await get(service, refused, LARGE_IMAGE_ID)).body.length).toBeGreaterThan(0);
  });
});
