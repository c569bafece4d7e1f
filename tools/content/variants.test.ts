/** Spec 3.6, 9.5: seeding makes the image variants the pages ask for, where the image CDN finds them. */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_PRESET_SIZES } from '../../schema/constants/media';
import { MEDIA_SRCSET_WIDTHS } from '../../schema/media-variants';
import { createImageCdn, variantCacheDir } from '../../services/media/images';
import { openMediaLibrary } from '../../services/media/library';
import type { MediaIndex, MediaIndexEntry } from './images';
import { makeVariants, planVariants } from './variants';

const ids = {
  page: '11111111-1111-4111-8111-111111111111',
  yacht: '22222222-2222-4222-8222-222222222222',
  gallery: '33333333-3333-4333-8333-333333333333',
  json: '44444444-4444-4444-8444-444444444444',
  cover: '55555555-5555-4555-8555-555555555555',
};

const entry = (id: string, type: string, file: string, width = 0): MediaIndexEntry => ({
  id,
  url: `/media/${id}/${file}`,
  name: file,
  type,
  width,
  height: width ? Math.round(width * 0.625) : 0,
  alt: { en: 'sea', es: 'mar' },
  title: null,
  description: { en: 'sea', es: 'mar' },
  blurhash: null,
  videoPoster: null,
  file,
  createdAt: '2025-01-01T00:00:00Z',
});

const dirs: string[] = [];
const setup = async () => {
  const root = await mkdtemp(join(tmpdir(), 'variants-'));
  dirs.push(root);
  const mediaDir = join(root, 'media');
  const index: MediaIndex = {
    [ids.page]: entry(ids.page, 'image/jpeg', `${ids.page}.jpg`, 1600),
    [ids.yacht]: entry(ids.yacht, 'image/jpeg', `${ids.yacht}.jpg`, 2000),
    [ids.gallery]: entry(ids.gallery, 'image/jpeg', `${ids.gallery}.jpg`, 1600),
    [ids.json]: entry(ids.json, 'application/json', `${ids.json}.json`),
    [ids.cover]: entry(ids.cover, 'image/jpeg', `${ids.cover}.jpg`, 2000),
  };
  await mkdir(mediaDir, { recursive: true });
  for (const e of Object.values(index)) {
    const body =
      e.type === 'application/json'
        ? Buffer.from(JSON.stringify({ parts: [{ media: [{ id: ids.gallery }] }] }))
        : await sharp({ create: { width: e.width, height: e.height, channels: 3, background: '#0a3d62' } })
            .jpeg()
            .toBuffer();
    await writeFile(join(mediaDir, e.file), body);
  }
  await writeFile(join(mediaDir, 'index.json'), JSON.stringify(index));
  const items = [
    { system: { type: 'page' }, elements: { image: { value: JSON.stringify([{ id: ids.page }]) } } },
    { system: { type: 'yacht' }, elements: { image: { value: JSON.stringify([{ id: ids.yacht }]) }, gallery: { value: ids.json } } },
    { system: { type: 'page_cover_component' }, elements: { image_video: { value: JSON.stringify([{ id: ids.cover }]) }, size: { value: [{ codename: 'medium' }] } } },
  ];
  return { mediaDir, index, items };
};

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('image variants made at seed time', () => {
  it('plans every width for a picture an item names, and the presets for a yacht’s pictures and its gallery’s', async () => {
    const { mediaDir, index, items } = await setup();
    const plan = await planVariants(items, index, mediaDir);
    const boxes = Object.values(MEDIA_PRESET_SIZES).map(({ w, h }) => ({ w, h, q: 75 }));
    expect(plan.get(ids.page)?.map((v) => v.w)).toEqual([...MEDIA_SRCSET_WIDTHS]);
    expect(plan.get(ids.page)?.some((v) => v.h !== undefined)).toBe(false);
    expect(plan.get(ids.yacht)).toEqual(expect.arrayContaining(boxes));
    expect(plan.get(ids.gallery)).toEqual(boxes);
    expect(plan.has(ids.json)).toBe(false);
  });

  it('plans a cover picture’s phone crops for its band’s size, and no crop for other pictures', async () => {
    const { mediaDir, index, items } = await setup();
    const plan = await planVariants(items, index, mediaDir);
    // A medium band crops square; the 2000 × 1250 original holds squares up to 1250 px; a phone at 2x never asks under 960.
    expect(plan.get(ids.cover)?.filter((v) => v.h !== undefined)).toEqual([960, 1200].map((w) => ({ w, h: w, q: 75 })));
    const large = items.map((item) => (item.system.type === 'page_cover_component' ? { ...item, elements: { ...item.elements, size: { value: [] } } } : item));
    // No size chosen: the default, a large band, crops 3:4 up to the 937 px the height holds.
    expect(
      (await planVariants(large, index, mediaDir))
        .get(ids.cover)
        ?.filter((v) => v.h !== undefined)
        .map((v) => `${v.w}x${v.h}`),
    ).toEqual(['937x1249']);
    expect(plan.get(ids.page)?.some((v) => v.h !== undefined)).toBe(false);
  });

  it('writes them where the image CDN reads them, in the format browsers get, so a page’s srcset is answered without making anything', async () => {
    const { mediaDir, index, items } = await setup();
    const count = await makeVariants(await planVariants(items, index, mediaDir), mediaDir);
    const cacheDir = variantCacheDir(mediaDir);
    const made = await readdir(cacheDir);
    expect(made).toHaveLength(count);
    const cdn = createImageCdn({ library: openMediaLibrary(mediaDir), cacheDir });
    for (const query of ['w=768&q=75', 'w=1920&q=75', 'p=yacht-thumbnail', 'p=yacht-feature&w=1440&h=900']) {
      const id = query.startsWith('p=') ? ids.gallery : ids.page;
      // What a browser's <img> request accepts.
      expect(await cdn.get(id, new URLSearchParams(query), 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toMatchObject({ type: 'image/webp' });
    }
    expect(await readdir(cacheDir)).toEqual(made);
  });
});
