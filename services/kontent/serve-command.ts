/** `npm run content:serve -- --port 4010`: the local Delivery API over HTTP (spec 7.1). */
import type { Server } from 'node:http';
import { PREVIEW_SEGMENT } from './access';
import { createLocalDeliveryApi } from './api';
import { serveLocalDeliveryApi, serverBaseUrl } from './server';
import { loadStore } from './store';

export type ServeCommandOptions = {
  port: number;
  contentDir: string;
  host?: string;
  deliveryKey?: string;
  previewKey?: string;
  /** A larger response is refused with error_code 6; default unlimited. */
  maxResponseBytes?: number;
  /** At most this many items per answer (limits.ts); default 2000, as hosted. */
  maxItemsPerResponse?: number;
  log?: (line: string) => void;
};

/** Loads the content store, starts serving it and logs where. Rejects when the store is invalid. */
export const runServeCommand = async (options: ServeCommandOptions): Promise<Server> => {
  const log = options.log ?? ((line: string) => console.log(line));
  const { contentDir } = options;
  const store = loadStore(contentDir);
  const environmentId = store.manifest.environmentId;
  const api = createLocalDeliveryApi({
    store,
    environmentId,
    deliveryKey: options.deliveryKey,
    previewKey: options.previewKey,
    maxResponseBytes: options.maxResponseBytes,
    maxItemsPerResponse: options.maxItemsPerResponse,
  });
  const server = await serveLocalDeliveryApi({ port: options.port, host: options.host, api });
  const base = serverBaseUrl(server);
  log(`Local Kontent Delivery API serving ${contentDir} (${store.published.codenames.length} items)`);
  // The SDK's proxy.baseUrl and proxy.basePreviewUrl: published content and drafts.
  log(`  Delivery API: ${base}/${environmentId}/items`);
  log(`  Preview API:  ${base}/${PREVIEW_SEGMENT}/${environmentId}/items${options.previewKey ? ' (Authorization: Bearer <preview key>)' : ''}`);
  return server;
};
