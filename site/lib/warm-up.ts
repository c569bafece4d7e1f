/**
 * A new instance loads what the first visitors would otherwise wait for: the content store (its
 * item index) and the embedded search engine's text indexes. Started in the background when the
 * server starts; `/api/ready/` reports it, so a load balancer sends traffic once it is done.
 */
import { getDelivery } from './delivery';
import { processWide } from './process-wide';
import { warmSearch } from './search';

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
    await warmSearch();
    status.current = { state: 'warm', ms: Math.round(performance.now() - started) };
  } catch (error) {
    // Not fatal: the first requests load what they need, as without a warm-up.
    status.current = { state: 'failed', ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  }
  return status.current;
};
