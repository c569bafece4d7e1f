/**
 * The DAM contract of spec 7.3 over the local media library: `GET {host}/{container}/v4/file/{uuid}`
 * answers the file's JSON. The alias 'media' and the fixed id of the one local container both name
 * it; an unknown container or uuid is a 404 whose JSON names both (spec 8.3).
 */
import { MEDIA_CONTAINER_ALIAS, type DamFile } from '../../schema/media';
import type { MediaLibrary } from './library';

/** The id the alias 'media' stands for in the local DAM. */
export const LOCAL_CONTAINER_ID = '3f9d6a52-8c1e-4b7a-9d20-6e5b1c7a4f08';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DamError = { error: string; message: string; uuid: string; container: string };
export type DamFileBody = DamFile & { uuid: string; container: string; created_at: string };
export type DamReply = { status: 200; body: DamFileBody } | { status: 400 | 404; body: DamError };

/** A value from the request path, echoed as a URL spells it: never markup, never longer than a uuid and a little. */
const echoed = (value: string): string => encodeURIComponent(value.slice(0, 40));

const failure = (status: 400 | 404, error: string, message: string, uuid: string, container: string): DamReply => ({
  status,
  body: { error, message, uuid: echoed(uuid), container: echoed(container) },
});

export const isLocalContainer = (container: string): boolean => container === MEDIA_CONTAINER_ALIAS || container === LOCAL_CONTAINER_ID;

/** The DAM's answer for one file; never throws for a bad container or uuid. */
export const damFile = async (library: MediaLibrary, container: string, uuid: string): Promise<DamReply> => {
  if (!UUID.test(uuid)) {
    return failure(400, 'Bad request', `The file id must be a uuid, got "${echoed(uuid)}"`, uuid, container);
  }
  if (!isLocalContainer(container)) {
    return failure(404, 'Container not found', `Container "${echoed(container)}" not found`, uuid, container);
  }
  const entry = await library.find(uuid.toLowerCase());
  if (!entry) {
    return failure(404, 'Media file not found', `Media file ${uuid} not found in container ${container}`, uuid, container);
  }
  const url = `/media/${entry.id}/${encodeURIComponent(entry.name)}`;
  return {
    status: 200,
    body: {
      uuid: entry.id,
      container: LOCAL_CONTAINER_ID,
      type: entry.type,
      name: entry.name,
      // The image CDN and the original file are served by the same local route (without parameters).
      url: { cdn: url, public: url },
      meta: { title: entry.title, description: entry.description, alt: entry.alt, webvtt: null },
      hash: { blurhash: entry.blurhash },
      info: {
        videothumbnail: entry.videoPoster,
        img_w: entry.type.startsWith('image/') ? entry.width : null,
        img_h: entry.type.startsWith('image/') ? entry.height : null,
      },
      created_at: entry.createdAt,
    },
  };
};
