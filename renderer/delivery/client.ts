/**
 * The official Kontent SDK over a transport: the hosted API (`fetchTransport`) or a stand-in that
 * speaks the same contract, chosen by whoever wires the client (site/lib/delivery.ts, tools). Every
 * request goes through the transport seam, which owns the retries of spec 8.6.
 */
import { createDeliveryClient, type IDeliveryClient } from '@kontent-ai/delivery-sdk';
import type { DeliveryConfig } from './config';
import { createTransportHttpService, type Transport } from './http-service';

export const createClient = (config: DeliveryConfig, transport: Transport): IDeliveryClient =>
  createDeliveryClient({
    environmentId: config.environmentId,
    secureApiKey: config.deliveryKey,
    previewApiKey: config.previewKey,
    excludeArchivedItems: config.excludeArchived,
    defaultQueryConfig: { useSecuredMode: config.deliveryKey !== undefined },
    httpService: createTransportHttpService(transport),
  });
