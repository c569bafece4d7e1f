import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damFileSchema, fromDamFile, toMediaItem } from '../../schema/media';
import { damFile, LOCAL_CONTAINER_ID } from './dam';
import { openMediaLibrary, type MediaLibrary } from './library';
import { IMAGE_ID, PDF_ID, writeTestLibrary } from '../../testing/media-library';
import { localDamTransport } from './transport';

let dir: string;
let library: MediaLibrary;
beforeAll(async () => {
  dir = await writeTestLibrary();
  library = openMediaLibrary(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local DAM (spec 7.3)', () => {
  it('spec 7.3: a file answers type, url.cdn and url.public, name, meta, hash.blurhash and info', async () => {
    const reply = await damFile(library, 'media', IMAGE_ID);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      uuid: IMAGE_ID,
      container: LOCAL_CONTAINER_ID,
      type: 'image/jpeg',
      name: 'harbour-town.jpg',
      url: { cdn: `/media/${IMAGE_ID}/harbour-town.jpg`, public: `/media/${IMAGE_ID}/harbour-town.jpg` },
      meta: {
        title: null,
        description: { en: 'Harbour town', es: 'Pueblo portuario' },
        alt: { en: 'Illustration of a harbour town', es: 'Ilustración de un pueblo portuario' },
        webvtt: null,
      },
      hash: { blurhash: null },
      info: { videothumbnail: null, img_w: 800, img_h: 500 },
    });
  });

  it('spec 3.6, 7.3: what it answers reads as the media item the components receive', async () => {
    const { body } = await damFile(library, 'media', IMAGE_ID);
    const item = toMediaItem(fromDamFile(IMAGE_ID, damFileSchema.parse(body)), 'es');
    expect(item).toMatchObject({ url: `/media/${IMAGE_ID}/harbour-town.jpg`, width: 800, height: 500, isImage: true });
    expect(item.alt).toBe('Ilustración de un pueblo portuario');
  });

  it("spec 7.3: the alias 'media' and the fixed container id name the same container", async () => {
    expect((await damFile(library, LOCAL_CONTAINER_ID, IMAGE_ID)).body).toEqual((await damFile(library, 'media', IMAGE_ID)).body);
  });

  it('a file that is not an image has no image size', async () => {
    expect((await damFile(library, 'media', PDF_ID)).body).toMatchObject({ type: 'application/pdf', info: { img_w: null, img_h: null } });
  });

  it('spec 8.3: an unknown uuid is a 404 whose JSON names the uuid and the container', async () => {
    const missing = '11111111-2222-4333-8444-555555555555';
    expect(await damFile(library, 'media', missing)).toEqual({
      status: 404,
      body: {
        error: 'Media file not found',
        message: `Media file ${missing} not found in container media`,
        uuid: missing,
        container: 'media',
      },
    });
  });

  it('an unknown container is a 404 naming it; a malformed uuid is a 400', async () => {
    expect(await damFile(library, 'other', IMAGE_ID)).toMatchObject({ status: 404, body: { message: 'Container "other" not found' } });
    expect(await damFile(library, 'media', '../index.json')).toMatchObject({
      status: 400,
      body: { message: 'The file id must be a uuid, got "..%2Findex.json"' },
    });
  });

  it('spec 8.3: a path value comes back as a URL spells it, never as markup', async () => {
    const reply = await damFile(library, '<x-fuzz>"\'', '<x-fuzz>"\'');
    expect(JSON.stringify(reply.body)).not.toContain('<x-fuzz>');
    expect(reply.body).toMatchObject({ uuid: "%3Cx-fuzz%3E%22'", container: "%3Cx-fuzz%3E%22'" });
  });

  it('the in-process transport answers {host}/{container}/v4/file/{uuid} and nothing else', async () => {
    const transport = localDamTransport(library);
    const ok = await transport({ url: `http://localhost:3000/api/dam/media/v4/file/${IMAGE_ID}`, method: 'GET' });
    expect(ok).toMatchObject({ status: 200, body: { name: 'harbour-town.jpg' } });
    expect((await transport({ url: `http://localhost/media/v3/file/${IMAGE_ID}`, method: 'GET' })).status).toBe(404);
    expect((await transport({ url: `http://localhost/media/v4/file/${IMAGE_ID}`, method: 'POST' })).status).toBe(404);
  });

  it('a media folder without an index is a clear error naming the file, and is read again later', async () => {
    const empty = openMediaLibrary(`${dir}/missing`);
    await expect(empty.find(IMAGE_ID)).rejects.toThrow(/missing\/index\.json could not be read/);
    await expect(empty.find(IMAGE_ID)).rejects.toThrow(/could not be read/);
  });
});
