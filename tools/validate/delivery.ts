/**
 * The validate CLI's Delivery API, wired as every tool's (tools/delivery.ts): the hosted Kontent
 * API when KONTENT_ENVIRONMENT_ID is set, otherwise the local stand-in over CONTENT_DIR.
 */
import type { DeliveryConfig } from '../../renderer/delivery/config';
import type { Transport } from '../../renderer/delivery/http-service';
import { readEnv, type EnvSource } from '../../schema/env';
import { toolsDelivery, type Delivery } from '../delivery';

export type { Delivery };

/** Throws with the configuration's own message when a variable is invalid. */
export const openDelivery = (source: EnvSource, transport?: Transport): Delivery => toolsDelivery(readEnv(source), transport);

export type { DeliveryConfig, Transport };
