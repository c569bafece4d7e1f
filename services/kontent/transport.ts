/**
 * The local Delivery API in-process, shaped as a transport for the SDK's `httpService` seam
 * (renderer/delivery/http-service.ts): the SDK's absolute URLs are answered by the API, with no
 * socket. The content store is loaded on the first request, not when the site starts.
 */
import { createLocalDeliveryApi, type DeliveryRequest, type DeliveryResponse, type LocalDeliveryApi, type LocalDeliveryApiOptions } from './api';
import { loadStore } from './store';

export type LocalDeliveryTransportOptions = Omit<LocalDeliveryApiOptions, 'store'> & { contentDir: string };

export const localDeliveryTransport = ({
  contentDir,
  ...options
}: LocalDeliveryTransportOptions): ((request: DeliveryRequest) => Promise<DeliveryResponse>) => {
  let api: LocalDeliveryApi | undefined;
  return async ({ url, method, headers }) => {
    api ??= createLocalDeliveryApi({ ...options, store: loadStore(contentDir) });
    const { pathname, search } = new URL(url, 'http://localhost');
    return api.handle({ method, url: `${pathname}${search}`, headers });
  };
};
