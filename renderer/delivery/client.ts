/**
 * The official Kontent SDK over a transport: the hosted API (`fetchTransport`) or a stand-in that
 * speaks the same contract, chosen by whoever wires the client (site/lib/delivery.ts, tools). Every
 * request goes through the transport seam, which owns the retries of spec 8.6. Drafts are read in
 * the SDK's preview mode, from the Preview API's own base (renderer/delivery/query-config.ts).
 */
import { createDeliveryClient, type IDeliveryClient } from '@kontent-ai/delivery-sdk';
import type { DeliveryConfig } from './config';
import { createTransportHttpService, type Transport } from './http-service';
import type { Circuit } from './circuit';
import { defaultRetryPolicy } from './retry';

export type ClientOptions = {
  /**
   * Every request asks for `X-KC-Wait-For-Loading-New-Content: true` (spec 7.1): the API waits for
   * a change still being processed and its CDN answers uncached, so a render right after a webhook
   * never reads the content it replaces. Costlier per request: only for those renders.
   */
  waitForLoadingNewContent?: boolean;
};

export const createClient = (config: DeliveryConfig, transport: Transport, circuit?: Circuit, options: ClientOptions = {}): IDeliveryClient =>
  createDeliveryClient({
    proxy: { baseUrl: config.baseUrl, basePreviewUrl: config.previewUrl },
    environmentId: config.environmentId,
    secureApiKey: config.deliveryKey,
    previewApiKey: config.previewKey,
    excludeArchivedItems: config.excludeArchived,
    defaultQueryConfig: { useSecuredMode: config.deliveryKey !== undefined, waitForLoadingNewContent: options.waitForLoadingNewContent === true },
    httpService: createTransportHttpService(transport, defaultRetryPolicy, circuit),
  });
