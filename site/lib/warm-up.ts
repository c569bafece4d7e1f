/**
 * A new instance loads what the first visitors would otherwise wait for, most awaited first: the
 * content store (its item index), the proxy's route table and the English home page (one request
 * to itself, which the first visitor's request shares while it runs), then the embedded search
 * engine's text indexes. Started in the background when the server starts; `/api/ready/` reports
 * it, so a load balancer sends traffic once it is done.
 */
import { log, problemOf } from '../../schema/log';
import { getDelivery } from './delivery';
import { processWide } from './process-wide';
import { warmSearch } from './search';
import { selfOrigin } from './site';

/** Told apart in the request log from a visitor; not a bot, so it warms the page visitors get. */
export const WARM_UP_AGENT = 'Mozilla/5.0 (compatible; halcyon-warm-up)';
const SELF_REQUEST_ATTEMPTS = 20;
const SELF_REQUEST_PAUSE_MS = 250;

/** The home page through the proxy: it loads the route table on the way. Retried while the server is not yet listening. */
const warmHome = async (): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(new URL('/', selfOrigin()), { method: 'HEAD', headers: { 'user-agent': WARM_UP_AGENT }, signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw new Error(`the home page answered ${response.status}`);
      return;
    } catch (error) {
      if (attempt >= SELF_REQUEST_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, SELF_REQUEST_PAUSE_MS));
    }
  }
};

export type WarmState = { state: 'cold' | 'warming' | 'warm' | 'failed'; ms?: number; error?: string };

const status = processWide('warm-up', (): { current: WarmState } => ({ current: { state: 'cold' } }));

export const warmState = (): WarmState => status.current;

export const warmUp = async (): Promise<WarmState> => {
  if (status.current.state !== 'cold') return status.current;
  const started = performance.now();
  status.current = { state: 'warming' };
  try {
    // The cheapest query loads the store and its item index (an items query would read every variant).
    await getDelivery().client.languages().toPromise();
    // A home page that cannot be drawn yet (the CMS down, say) leaves the search index to warm.
    await warmHome().catch((error: unknown) => log.warn('warm-up: the home page was not drawn', { error: problemOf(error) }));
    await warmSearch();
    status.current = { state: 'warm', ms: Math.round(performance.now() - started) };
  } catch (error) {
    // Not fatal: the first requests load what they need, as without a warm-up.
    status.current = { state: 'failed', ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  }
  return status.current;
};
