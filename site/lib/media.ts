/**
 * The site's wiring of the media service (spec 7.3): the hosted DAM over fetch when MEDIA_HOST is
 * set, else the local media service (services/media) in-process. The local service's image CDN and
 * DAM routes (app/media, app/api/dam) serve the same library over HTTP.
 */
import path from 'node:path';
import { fetchTransport } from '../../renderer/delivery/http-service';
import { createDamClient, type DamClient } from '../../renderer/media/dam-client';
import { addressReader, trustedProxies } from '../../services/forms/client-address';
import { damFile, type DamReply } from '../../services/media/dam';
import { createImageCdn, variantCacheDir, type ImageCdn } from '../../services/media/images';
import { openMediaLibrary, type MediaLibrary } from '../../services/media/library';
import { localDamTransport } from '../../services/media/transport';
import { serverEnv } from './env';

/** Where the local DAM answers over HTTP: {SITE_URL}/api/dam/{container}/v4/file/{uuid}. */
export const LOCAL_DAM_PATH = '/api/dam';

// Runtime data, not code: the bundler must not trace the working directory.
const mediaDir = (): string => path.resolve(/*turbopackIgnore: true*/ serverEnv().MEDIA_DIR);

let library: MediaLibrary | undefined;
let cdn: ImageCdn | undefined;
let dam: DamClient | undefined;

const localLibrary = (): MediaLibrary => (library ??= openMediaLibrary(mediaDir()));

/** The local image CDN; its variants are cached beside the media folder, not inside it. */
export const imageCdn = (): ImageCdn => (cdn ??= createImageCdn({ library: localLibrary(), cacheDir: variantCacheDir(mediaDir()) }));

let readClient: ((headers: Headers) => string) | undefined;

/** The client a media request comes from (behind the trusted proxies), for the refusal log. */
export const mediaClient = (headers: Headers): string => (readClient ??= addressReader(trustedProxies(serverEnv().TRUSTED_PROXIES)))(headers);

/** The local DAM's answer for one file. */
export const localDamFile = (container: string, uuid: string): Promise<DamReply> => damFile(localLibrary(), container, uuid);

/** The DAM the renderer resolves media uuids through. */
export const damClient = (): DamClient => {
  if (dam) return dam;
  const env = serverEnv();
  dam = env.MEDIA_HOST
    ? createDamClient({ host: env.MEDIA_HOST, container: env.MEDIA_CONTAINER }, fetchTransport)
    : createDamClient({ host: `${env.SITE_URL}${LOCAL_DAM_PATH}`, container: env.MEDIA_CONTAINER }, localDamTransport(localLibrary()));
  return dam;
};
