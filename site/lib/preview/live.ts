/**
 * Live preview's server side wired from the configuration: the override store and
 * the update limit, shared in Redis with REDIS_URL, and the pending changes of the editor a
 * preview render is for.
 */
import { cookies } from 'next/headers';
import { addressReader, trustedProxies } from '../../../services/forms/client-address';
import type { RateLimiter } from '../../../services/forms/host';
import { applyOverrides } from '../../../renderer/preview/apply-overrides';
import { elementOverrideSchema, type ElementOverride } from '../../../renderer/preview/live-update';
import { previewItemLoader } from '../../../renderer/preview/load-items';
import type { ItemsResponse } from '../../../schema/kontent';
import { log, problemOf } from '../../../schema/log';
import { logRefusal } from '../../../schema/refusal-log';
import { sharedStore } from '../../cache/shared-store.mjs';
import { getDelivery } from '../delivery';
import { serverEnv } from '../env';
import { siteRateLimiter } from '../forms/host';
import { processWide } from '../process-wide';
import { previewAllowed } from '../security/preview-gate';
import { LIVE_SESSION_COOKIE, newSessionId, sessionIdOf } from './live-session';
import { memoryOverrideStore, sharedOverrideStore, type OverrideStore } from './override-store';
import { UPDATE_RATE_LIMIT, type UpdateDeps } from './update';

/** One store per process: the update route and the page renders are separate module graphs. */
export const liveStore = (): OverrideStore =>
  processWide('live-preview-store', () => {
    const local = memoryOverrideStore();
    const shared = sharedStore();
    return shared ? sharedOverrideStore(shared, local) : local;
  });

const updateLimiter = (): RateLimiter => processWide('live-preview-limit', () => siteRateLimiter(UPDATE_RATE_LIMIT, 'live-preview'));

export const liveUpdateDeps = (): UpdateDeps => ({
  allowed: previewAllowed,
  rateLimit: updateLimiter(),
  clientAddress: addressReader(trustedProxies(serverEnv().TRUSTED_PROXIES)),
  store: liveStore(),
  refusals: logRefusal,
  newSession: newSessionId,
  now: Date.now,
});

const parsed = (body: string): ElementOverride[] => {
  try {
    const result = elementOverrideSchema.safeParse(JSON.parse(body));
    return result.success ? [result.data] : [];
  } catch {
    return [];
  }
};

/**
 * The unsaved changes of the editor this preview render is for, as a change of the fetched page
 * (renderer/page/resolve.ts `amend`); undefined when the browser has none.
 */
export const pendingChanges = async (): Promise<((response: ItemsResponse) => Promise<ItemsResponse>) | undefined> => {
  const session = sessionIdOf((await cookies()).get(LIVE_SESSION_COOKIE)?.value);
  if (!session) return undefined;
  const overrides = (await liveStore().read(session, Date.now())).flatMap(parsed);
  if (overrides.length === 0) return undefined;
  const load = previewItemLoader(getDelivery().client);
  return (response) => applyOverrides(response, overrides, load, (error) => log.warn('preview: newly linked items could not be loaded', { error: problemOf(error) }));
};
