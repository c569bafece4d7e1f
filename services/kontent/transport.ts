/**
 * The local Delivery API in-process, shaped as a transport for the SDK's `httpService` seam
 * (renderer/delivery/http-service.ts): the SDK's absolute URLs are answered by the API, with no
 * socket (the preview base, `…/preview/{environmentId}`, answers drafts). The content store is loaded on the first request, not when the site starts, and again
 * when its files change (`content:publish` rewrites them while the site runs, as publishing does).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { createLocalDeliveryApi, type DeliveryRequest, type DeliveryResponse, type LocalDeliveryApi, type LocalDeliveryApiOptions } from './api';
import { loadStore, STORE_FILES } from './store';

/** When the stored files last changed: a few stat calls per request, no reading. */
const storeVersion = (contentDir: string): string =>
  Object.values(STORE_FILES)
    .map((file) => statSync(path.join(contentDir, file), { throwIfNoEntry: false })?.mtimeMs ?? 0)
    .join(':');

export type LocalDeliveryTransportOptions = Omit<LocalDeliveryApiOptions, 'store'> & { contentDir: string };

export const localDeliveryTransport = ({ contentDir, ...options }: LocalDeliveryTransportOptions): ((request: DeliveryRequest) => Promise<DeliveryResponse>) => {
  let api: LocalDeliveryApi | undefined;
  let loaded = '';
  return async ({ url, method, headers }) => {
    const version = storeVersion(contentDir);
    if (version !== loaded) api = undefined;
    loaded = version;
    api ??= createLocalDeliveryApi({ ...options, store: loadStore(contentDir) });
    // The whole URL: the API builds pagination.next_page on it, and the SDK follows that as given.
    return api.handle({ method, url, headers });
  };
};
