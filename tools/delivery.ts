/**
 * The tools' delivery client, wired from the environment as the site wires its own: the hosted
 * Kontent API over fetch when KONTENT_ENVIRONMENT_ID is set, else the local Delivery API
 * (services/kontent) in-process. Commands that read content (e.g. validating it) start here.
 */
import path from 'node:path';
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { createClient } from '../renderer/delivery/client';
import { deliveryConfig, type DeliveryConfig } from '../renderer/delivery/config';
import { fetchTransport, type Transport } from '../renderer/delivery/http-service';
import type { Env } from '../schema/env';
import { localDeliveryTransport } from '../services/kontent/transport';
import { toolsEnv } from './env';

export type Delivery = { config: DeliveryConfig; client: IDeliveryClient };

/** The hosted API over fetch, or the local stand-in in-process. */
export const toolsTransport = (env: Env, config: DeliveryConfig): Transport =>
  config.mode === 'hosted'
    ? fetchTransport
    : localDeliveryTransport({
        contentDir: path.resolve(env.CONTENT_DIR),
        environmentId: config.environmentId,
        deliveryKey: config.deliveryKey,
        previewKey: config.previewKey,
        maxResponseBytes: env.LOCAL_DELIVERY_MAX_RESPONSE_BYTES,
        maxItemsPerResponse: env.LOCAL_DELIVERY_MAX_ITEMS,
      });

/** A client over the configured transport, or the one given (tests). */
export const toolsDelivery = (env: Env = toolsEnv(), transport?: Transport): Delivery => {
  const config = deliveryConfig(env);
  return { config, client: createClient(config, transport ?? toolsTransport(env, config)) };
};
