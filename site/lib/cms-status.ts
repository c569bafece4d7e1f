/**
 * The Delivery API's health as this server process sees it. One circuit per process (the proxy and
 * the page routes are separate bundles of it); the renderer's client reports every call to it
 * (site/lib/delivery.ts), and the cache handler asks it before serving a page's last copy.
 */
import { createCircuit, type Circuit } from '../../renderer/delivery/circuit';
import { deliveryConfig } from '../../renderer/delivery/config';
import { PROBE_TIMEOUT_MS } from '../../schema/constants/fetching';
import { serverEnv } from './env';
import { log, problemOf } from '../../schema/log';
import { processWide } from './process-wide';
import { holdsPage, tellDeliveryHealth } from '../cache/site-link.mjs';

export const deliveryCircuit = (): Circuit =>
  processWide('delivery-circuit', () => {
    tellDeliveryHealth(() => deliveryDown());
    return createCircuit();
  });

let probing: Promise<void> | null = null;

/** One small published-items call (shared by every request waiting on it), reported to the circuit. */
const probe = (circuit: Circuit): Promise<void> =>
  (probing ??= (async () => {
    const config = deliveryConfig(serverEnv());
    const base = config.baseUrl ?? 'https://deliver.kontent.ai';
    try {
      const response = await fetch(`${base}/${config.environmentId}/items?limit=1&elements=url_slug`, {
        headers: config.deliveryKey ? { authorization: `Bearer ${config.deliveryKey}` } : {},
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 500 || response.status === 429 || response.status === 408) circuit.failed(Number(response.headers.get('retry-after')) * 1000 || undefined);
      else circuit.succeeded();
    } catch (error) {
      log.error('delivery: API probe failed', { error: problemOf(error) });
      circuit.failed();
    } finally {
      probing = null;
    }
  })());

/**
 * Whether the Delivery API is down, asked before a page that has no usable cached copy is rendered
 * (rare: a page's first render, or one a webhook expired): while the circuit is open, its answer;
 * else a probe of at most PROBE_TIMEOUT_MS, since the API may have failed since its last answer and
 * a render would then wait out its retries to show an error. The local Delivery API runs in this
 * process and cannot be down.
 */
export async function deliveryDown(): Promise<boolean> {
  if (deliveryConfig(serverEnv()).mode === 'local') return false;
  const circuit = deliveryCircuit();
  if (circuit.state() !== 'down') {
    if (probing) await probing;
    else if (circuit.allow()) await probe(circuit);
  }
  return circuit.state() === 'down';
}

/**
 * Whether the Next cache holds an entry for this route path (fresh, stale or expired by a webhook),
 * as the cache handler answers; before the handler exists, assumed so.
 */
export const hasCachedPage = (routePath: string): Promise<boolean> => holdsPage(routePath.replace(/\/+$/, '') || '/index');
