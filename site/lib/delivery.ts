/**
 * The site's delivery client, wired from the environment: the hosted Kontent API over fetch when
 * KONTENT_ENVIRONMENT_ID is set, else the local Delivery API in-process (services/kontent). Both
 * reach the renderer's client through the same transport seam.
 */
import path from 'node:path';
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { createClient, type ClientOptions } from '../../renderer/delivery/client';
import { deliveryConfig, type DeliveryConfig } from '../../renderer/delivery/config';
import { fetchTransport, type Transport } from '../../renderer/delivery/http-service';
import type { Env } from '../../schema/env';
import { localDeliveryTransport } from '../../services/kontent/transport';
import { serverEnv } from './env';
import { processWide } from './process-wide';
import { freshWindow } from './webhook/fresh-window';
import { inSpan } from './tracing';
import { deliveryCircuit } from './cms-status';
import type { Circuit } from '../../renderer/delivery/circuit';

export type Delivery = { config: DeliveryConfig; client: IDeliveryClient };

/** One span per Delivery API request (each retry its own), named as OpenTelemetry names HTTP client calls. */
const traced =
  (transport: Transport, mode: DeliveryConfig['mode']): Transport =>
  (request) => {
    const url = new URL(request.url);
    return inSpan(`${request.method} kontent.delivery`, { 'http.request.method': request.method, 'server.address': url.host, 'url.path': url.pathname, 'kontent.mode': mode }, async (span) => {
      const response = await transport(request);
      span.setAttribute('http.response.status_code', response.status);
      return response;
    });
  };

export const deliveryTransport = (env: Env, config: DeliveryConfig): Transport => traced(untracedTransport(env, config), config.mode);

const untracedTransport = (env: Env, config: DeliveryConfig): Transport =>
  config.mode === 'hosted'
    ? fetchTransport
    : localDeliveryTransport({
        // Runtime data, not code: the bundler must not trace the working directory.
        contentDir: path.resolve(/*turbopackIgnore: true*/ env.CONTENT_DIR),
        environmentId: config.environmentId,
        deliveryKey: config.deliveryKey,
        previewKey: config.previewKey,
        maxResponseBytes: env.LOCAL_DELIVERY_MAX_RESPONSE_BYTES,
        maxItemsPerResponse: env.LOCAL_DELIVERY_MAX_ITEMS,
      });

export const createDelivery = (env: Env, options: ClientOptions = {}): Delivery => {
  const config = deliveryConfig(env);
  // Only the hosted API can be down: the local one answers in process.
  const circuit = config.mode === 'hosted' ? deliveryCircuit() : undefined;
  return { config, client: createClient(config, deliveryTransport(env, config), circuit, options) };
};

type Wiring = { config: DeliveryConfig; transport: Transport; circuit: Circuit | undefined };

/** One transport (and so one local content store) per server process, whichever clients use it. */
const wiring = (): Wiring =>
  processWide('delivery-wiring', () => {
    const env = serverEnv();
    const config = deliveryConfig(env);
    return { config, transport: deliveryTransport(env, config), circuit: config.mode === 'hosted' ? deliveryCircuit() : undefined };
  });

const wiredClient = (options: ClientOptions): Delivery => {
  const { config, transport, circuit } = wiring();
  return { config, client: createClient(config, transport, circuit, options) };
};

/**
 * The process's client, configured from the environment on first use; for a while after a webhook,
 * the one that asks for the newest content (site/lib/webhook/fresh-window.ts).
 */
export const getDelivery = (): Delivery => (freshWindow().isOpen() ? getFreshDelivery() : processWide('delivery', () => wiredClient({})));

/**
 * The client for a render that follows a webhook: every request asks the API to wait for the new
 * content (X-KC-Wait-For-Loading-New-Content), so the render never caches the answer it replaces.
 */
export const getFreshDelivery = (): Delivery => processWide('delivery-fresh', () => wiredClient({ waitForLoadingNewContent: true }));
