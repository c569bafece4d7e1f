/**
 * The official Kontent SDK, configured for the hosted API or the local Delivery API (in-process,
 * no socket). Both go through the transport seam, which owns the retries of spec 8.6.
 */
import { createDeliveryClient, type IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { readDeliveryConfig, type DeliveryConfig } from './config';
import { createTransportHttpService, fetchTransport, type Transport } from './http-service';
import { createLocalDeliveryApi } from './local/api';
import { loadStore, STORE_FILES } from './local/store';
import { statSync } from 'node:fs';
import path from 'node:path';

/** When the stored items last changed: `content:publish` rewrites them while the site runs. */
const storeVersion = (contentDir: string): string =>
  Object.values(STORE_FILES)
    .map((file) => statSync(path.join(contentDir, file), { throwIfNoEntry: false })?.mtimeMs ?? 0)
    .join(':');

/** Routes the SDK's absolute URLs to the in-process local API; reloads the store when it changes. */
export const localTransport = (config: DeliveryConfig): Transport => {
  let api: ReturnType<typeof createLocalDeliveryApi> | undefined;
  let loaded = '';
  return async ({ url, method, headers }) => {
    const version = storeVersion(config.contentDir);
    if (version !== loaded) api = undefined;
    loaded = version;
    api ??= createLocalDeliveryApi({
      store: loadStore(config.contentDir),
      environmentId: config.environmentId,
      deliveryKey: config.deliveryKey,
      previewKey: config.previewKey,
      maxResponseBytes: config.maxResponseBytes,
    });
    const { pathname, search } = new URL(url);
    return api.handle({ method, url: `${pathname}${search}`, headers });
  };
};

export const createClient = (config: DeliveryConfig, transport?: Transport): IDeliveryClient =>
  createDeliveryClient({
    environmentId: config.environmentId,
    secureApiKey: config.deliveryKey,
    previewApiKey: config.previewKey,
    excludeArchivedItems: config.excludeArchived,
    defaultQueryConfig: { useSecuredMode: config.deliveryKey !== undefined },
    httpService: createTransportHttpService(transport ?? (config.mode === 'local' ? localTransport(config) : fetchTransport)),
  });

let shared: { config: DeliveryConfig; client: IDeliveryClient } | undefined;

/** One client per process, configured from the environment on first use. */
export const getDelivery = (): { config: DeliveryConfig; client: IDeliveryClient } => {
  if (!shared) {
    const config = readDeliveryConfig();
    shared = { config, client: createClient(config) };
  }
  return shared;
};
