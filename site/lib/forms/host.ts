/**
 * The embedded form host's wiring: one store (FORMS_DB) per server process, and the per-IP rate
 * limit, counted in Redis when REDIS_URL is set so that all instances share one count (a sender
 * spread over the load balancer gets no more posts), else (or while Redis is down) in memory.
 */
import { createHash } from 'node:crypto';
import { createRateLimiter, RATE_LIMIT, type HostDeps, type RateLimiter } from '../../../services/forms/host';
import { openFormStore } from '../../../services/forms/store';
import { sharedStore, UNAVAILABLE, type SharedStore } from '../../cache/shared-store.mjs';
import { serverEnv } from '../env';

/** A fixed window per IP in the shared store; the IP only as a hash, as the form store keeps it. */
export const sharedRateLimiter =
  (store: SharedStore, fallback: RateLimiter, { posts, windowMs }: { posts: number; windowMs: number } = RATE_LIMIT): RateLimiter =>
  async (ip, now = Date.now()) => {
    const window = Math.floor(now / windowMs);
    const key = `halcyon:forms:rate:${window}:${createHash('sha256').update(ip).digest('base64url')}`;
    const counted = await store.run((client) => client.multi().incr(key).pExpire(key, windowMs).exec());
    if (counted === UNAVAILABLE) return fallback(ip, now);
    if (Number(counted[0]) <= posts) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) };
  };

let deps: HostDeps | undefined;

export const formHost = (): HostDeps => {
  if (deps) return deps;
  const store = sharedStore();
  const local = createRateLimiter();
  return (deps = { store: openFormStore(serverEnv().FORMS_DB), rateLimit: store ? sharedRateLimiter(store, local) : local });
};
