/**
 * The one place the validate CLI wires the Delivery API: the hosted Kontent API when
 * KONTENT_ENVIRONMENT_ID is set, otherwise the local stand-in over CONTENT_DIR (in-process).
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { createClient, localTransport } from '../../renderer/delivery/client';
import { readDeliveryConfig, type DeliveryConfig } from '../../renderer/delivery/config';
import { fetchTransport, type Transport } from '../../renderer/delivery/http-service';

export type Delivery = { config: DeliveryConfig; client: IDeliveryClient };

/** Throws with the configuration's own message when a variable is invalid. */
export const openDelivery = (env: Record<string, string | undefined>, transport?: Transport): Delivery => {
  const config = readDeliveryConfig(env);
  const chosen = transport ?? (config.mode === 'local' ? localTransport(config) : fetchTransport);
  return { config, client: createClient(config, chosen) };
};

export type { DeliveryConfig, Transport };
