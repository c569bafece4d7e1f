import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImageSubject } from './context';
import { createMediaStore } from './images';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'media-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const SUBJECTS: ImageSubject[] = ['yacht', 'yacht-interior', 'deckplan', 'seascape', 'harbour', 'destination', 'event', 'portrait', 'office', 'shipyard', 'logo', 'abstract'];
const about = { en: 'Sofia Marín at the Monaco Yacht Show', es: 'Sofía Marín en el Monaco Yacht Show' };

describe('media factory (spec 3.6)', () => {
  it('spec 3.6: every subject renders a JPEG 1600–2400 px wide whose size matches its media item', async () => {
    const store = createMediaStore();
    const refs = SUBJECTS.map((subject) => store.factory.image({ subject, key: `test-${subject}`, about }));
    const dir = await tempDir();
    await store.flush(dir);
    for (const ref of refs) {
      const meta = await sharp(join(dir, `${ref.id}.jpg`)).metadata();
      expect(meta.format, ref.name).toBe('jpeg');
      expect(meta.width).toBe(ref.width);
      expect(meta.height).toBe(ref.height);
      expect(ref.width).toBeGreaterThanOrEqual(1600);
      expect(ref.width).toBeLessThanOrEqual(2400);
    }
  }, 60_000);

  it('spec 3.6: a media item has a stable uuid, a /media/{uuid}/{name}.jpg url and localised alt texts', () => {
    const a = createMediaStore().factory.image({ subject: 'yacht', key: 'hero', about });
    const b = createMediaStore().factory.image({ subject: 'yacht', key: 'hero', about });
    expect(a.id).toBe(b.id);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.url).toBe(`/media/${a.id}/illustration-of-a-motor-yacht-on-the-water.jpg`);
    expect(a.alt).toEqual({ en: 'Illustration of a motor yacht on the water', es: 'Ilustración de un yate a motor en el agua' });
    expect(createMediaStore().factory.image({ subject: 'yacht', key: 'other', about }).id).not.toBe(a.id);
  });

  it('an alt text describes the illustration, not the scene the page has in mind', () => {
    const { factory } = createMediaStore();
    const swim = { en: 'Guests swimming from the stern platform', es: 'Invitados nadando desde la plataforma de popa' };
    const hero = factory.image({ subject: 'yacht', key: 'charter-swim', about: swim });
    expect(hero.alt.en).not.toMatch(/guest|swim/i);
    expect(hero.alt.es).not.toMatch(/invitad|nadando/i);
    expect(hero.description).toEqual(hero.alt);
    // What the brief steers in the drawing is named: a sailing yacht, the dining room, the region.
    expect(factory.image({ subject: 'yacht', key: 'yacht-sail-1', about: swim }).alt.en).toBe('Illustration of a sailing yacht on the water');
    expect(factory.image({ subject: 'yacht-interior', key: 'dinner', about: { en: 'Dinner in the dining room', es: 'Cena' } }).alt.es).toBe('Ilustración del comedor de un yate');
    expect(factory.image({ subject: 'destination', key: 'bahamas', about: swim }).alt.en).toMatch(/^Illustration of a tropical island/);
    const portrait = factory.image({ subject: 'portrait', key: 'person-sofia', about, name: 'Sofia Marín' });
    expect(portrait.alt).toEqual({ en: 'Illustration: silhouette portrait of Sofia Marín', es: 'Ilustración: retrato en silueta de Sofia Marín' });
  });

  it('a picture shared by several pages keeps one description, whatever each page had in mind', () => {
    const { factory } = createMediaStore();
    const first = factory.image({ subject: 'yacht', key: 'yacht-motor-view-3', about: { en: 'Aurora at anchor', es: 'Aurora fondeado' } });
    const second = factory.image({ subject: 'yacht', key: 'yacht-motor-view-3', about: { en: 'Sailfish at anchor', es: 'Sailfish fondeado' } });
    expect(second).toEqual(first);
  });

  it('the same key renders the same bytes; a cached file is reused and stale files are removed', async () => {
    const render = async (dir: string, cache: string) => {
      const store = createMediaStore();
      const ref = store.factory.image({ subject: 'destination', key: 'maldives-cover', about });
      const result = await store.flush(dir, cache);
      return { ref, result, bytes: await readFile(join(dir, `${ref.id}.jpg`)) };
    };
    const cache = await tempDir();
    const first = await render(await tempDir(), await tempDir());
    const second = await render(await tempDir(), cache);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const outDir = await tempDir();
    await writeFile(join(outDir, 'left-over.jpg'), 'old');
    await mkdir(join(outDir, '.cache'));
    await writeFile(join(outDir, '.cache', 'left-over-w640.webp'), 'old');
    const third = await render(outDir, cache);
    expect(third.result).toMatchObject({ rendered: 0, reused: 1 });
    expect((await readdir(outDir)).sort()).toEqual([`${third.ref.id}.jpg`, 'index.json'].sort());
  }, 60_000);

  it('spec 7.4: files keep their bytes and type; the index lists every file with its creation date', async () => {
    const store = createMediaStore();
    const ref = store.factory.file({ key: 'gallery:aurora', name: 'aurora-gallery.json', type: 'application/json', body: '{"Sale":{}}' });
    expect(() => store.factory.file({ key: 'gallery:aurora', name: 'aurora-gallery.json', type: 'application/json', body: '{}' })).toThrow(/two different bodies/);
    const dir = await tempDir();
    const { index } = await store.flush(dir);
    expect(await readFile(join(dir, `${ref.id}.json`), 'utf8')).toBe('{"Sale":{}}');
    expect(ref.url).toBe(`/media/${ref.id}/aurora-gallery.json`);
    const onDisk: unknown = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
    expect(onDisk).toEqual(index);
    expect(index[ref.id]).toMatchObject({ file: `${ref.id}.json`, type: 'application/json' });
    expect(Number.isNaN(Date.parse(index[ref.id]?.createdAt ?? ''))).toBe(false);
  });
});
