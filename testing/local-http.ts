/**
 * A local Delivery API served over HTTP on a free port, for tests that talk to it with the SDK's
 * own HTTP service, as tools and a separately started site do. Every request's headers are kept.
 */
import type { Server } from 'node:http';
import type { LocalDeliveryApi } from '../services/kontent/api';
import { serveLocalDeliveryApi, serverBaseUrl } from '../services/kontent/server';

export type ServedApi = { base: string; requests: Record<string, string>[]; close: () => Promise<void> };

export const serveApi = async (api: LocalDeliveryApi): Promise<ServedApi> => {
  const requests: Record<string, string>[] = [];
  const recording: LocalDeliveryApi = {
    handle: (request) => {
      requests.push(request.headers);
      return api.handle(request);
    },
  };
  const server: Server = await serveLocalDeliveryApi({ port: 0, api: recording });
  return { base: serverBaseUrl(server), requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
};
