/**
 * The official Kontent SDK over a transport: the hosted API (`fetchTransport`) or a stand-in that
 * speaks the same contract, chosen by whoever wires the client (site/lib/delivery.ts, tools). Every
 * request goes through the transport seam, which owns the retries of spec 8.6.
 */
import { createDeliveryClient, type IDeliveryClient } from '@kontent-ai/delivery-sdk';
import type { DeliveryConfig } from './config';
import { createTransportHttpService, type Transport } from './http-service';
import type { Circuit } from './circuit';
import { defaultRetryPolicy } from './retry';

export const createClient = (config: DeliveryConfig, transport: Transport, circuit?: Circuit): IDeliveryClient =>
  createDeliveryClient({
    // KONTENT_DELIVERY_URL: one base for both APIs (the local Delivery API answers drafts with the preview key).
    ...(config.baseUrl ? { proxy: { baseUrl: config.baseUrl, basePreviewUrl: config.baseUrl } } : {}),
    environmentId: config.environmentId,
    secureApiKey: config.deliveryKey,
    previewApiKey: config.previewKey,
    excludeArchivedItems: config.excludeArchived,
    defaultQueryConfig: { useSecuredMode: config.deliveryKey !== undefined },
    httpService: createTransportHttpService(transport, defaultRetryPolicy, circuit),
  });
