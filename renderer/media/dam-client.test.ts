import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transport, TransportRequest } from '../delivery/http-service';
import { createDamClient } from './dam-client';

const UUID = '0b7e2a4c-5d1f-4e8a-9c3b-2f6d8e1a7c50';

const file = {
  type: 'image/jpeg',
  name: 'harbour.jpg',
  url: { public: 'https://dam.example.com/public/harbour.jpg', cdn: null },
  meta: { title: null, alt: { en: 'A harbour', es: 'Un puerto' }, description: { en: 'Harbour' }, webvtt: null },
  hash: { blurhash: 'LKO2?U%2Tw=w' },
  info: { video_thumbnail: null, img_w: 1600, img_h: 1000 },
};

const answering = (status: number, body: unknown) => {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return { status, headers: {}, body };
  };
  return { transport, requests };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DAM client (spec 7.3)', () => {
  it('spec 7.3: asks GET {host}/{container}/v4/file/{uuid} and reads the fields into a media item', async () => {
    const { transport, requests } = answering(200, file);
    const dam = createDamClient({ host: 'https://dam.example.com/', container: 'media' }, transport);
    expect(await dam.file(UUID)).toEqual({
      id: UUID,
      url: 'https://dam.example.com/public/harbour.jpg',
      name: 'harbour.jpg',
      type: 'image/jpeg',
      width: 1600,
      height: 1000,
      alt: { en: 'A harbour', es: 'Un puerto' },
      title: null,
      description: { en: 'Harbour' },
      blurhash: 'LKO2?U%2Tw=w',
      videoPoster: null,
      vttSrc: null,
    });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET https://dam.example.com/media/v4/file/${UUID}`]);
  });

  it('spec 3.6: the CDN url is preferred; the video thumbnail may come as videothumbnail or video_thumbnail', async () => {
    const video = { ...file, type: 'video/mp4', url: { cdn: 'https://cdn/v.mp4', public: 'https://p/v.mp4' }, info: { video_thumbnail: 'https://cdn/v.jpg' } };
    const dam = createDamClient({ host: 'https://dam', container: 'media' }, answering(200, video).transport);
    expect(await dam.file(UUID)).toMatchObject({ url: 'https://cdn/v.mp4', videoPoster: 'https://cdn/v.jpg', width: null });
  });

  it('spec 8.3: a missing file is logged with its uuid and container, and read as no file', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dam = createDamClient({ host: 'https://dam', container: 'c-42' }, answering(404, { error: 'Not found' }).transport);
    expect(await dam.file(UUID)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`media: Media file not found: ${UUID} in container c-42`));
  });

  it('a malformed answer, a server error or an unreachable DAM is logged and read as no file, never thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = { host: 'https://dam', container: 'media' };
    expect(await createDamClient(config, answering(200, { ...file, url: {} }).transport).file(UUID)).toBeNull();
    expect(await createDamClient(config, answering(503, 'busy').transport).file(UUID)).toBeNull();
    const down: Transport = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    expect(await createDamClient(config, down).file(UUID)).toBeNull();
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('neither a CDN nor a public URL'),
      expect.stringContaining('answered 503'),
      expect.stringContaining('ECONNREFUSED'),
    ]);
  });
});
