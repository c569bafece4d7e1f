/**
 * The embedded form host's wiring: one store per server process (Postgres with DATABASE_URL, shared
 * by every server; else the SQLite file FORMS_DB), the client address as the trusted proxies
 * (TRUSTED_PROXIES) report it, and the per-address rate limit, counted in Redis when REDIS_URL is
 * set so that all instances share one count (a sender spread over the load balancer gets no more
 * posts), else (or while Redis is down) in memory; and the public origin a same-site post comes
 * from (SITE_URL's when it is set, else each request's own: services/forms/same-site.ts).
 */
import { createHash } from 'node:crypto';
import { addressReader, trustedProxies } from '../../../services/forms/client-address';
import { openConfiguredFormStore } from '../../../services/forms/configured-store';
import { createRateLimiter, RATE_LIMIT, type HostDeps, type RateLimiter } from '../../../services/forms/host';
import { sharedStore, UNAVAILABLE, type SharedStore } from '../../cache/shared-store.mjs';
import { serverEnv } from '../env';

/** A fixed window per IP in the shared store; the IP only as a hash, as the form store keeps it. `scope` keeps each limit's counts apart. */
export const sharedRateLimiter =
  (store: SharedStore, fallback: RateLimiter, { posts, windowMs }: { posts: number; windowMs: number } = RATE_LIMIT, scope = 'forms'): RateLimiter =>
  async (ip, now = Date.now()) => {
    const window = Math.floor(now / windowMs);
    const key = `halcyon:${scope}:rate:${window}:${createHash('sha256').update(ip).digest('base64url')}`;
    const counted = await store.run((client) => client.multi().incr(key).pExpire(key, windowMs).exec());
    if (counted === UNAVAILABLE) return fallback(ip, now);
    if (Number(counted[0]) <= posts) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) };
  };

/**
 * A per-client limit counted in the shared store with REDIS_URL, so every instance counts the same
 * sender, else (or while Redis is away) in this process's memory. `scope` keeps each limit apart.
 */
export const siteRateLimiter = (limit: { posts: number; windowMs: number }, scope: string): RateLimiter => {
  const local = createRateLimiter(limit);
  const shared = sharedStore();
  return shared ? sharedRateLimiter(shared, local, limit, scope) : local;
};

let deps: HostDeps | undefined;

export const formHost = (): HostDeps => {
  if (deps) return deps;
  const env = serverEnv();
  return (deps = {
    store: openConfiguredFormStore(env),
    rateLimit: siteRateLimiter(RATE_LIMIT, 'forms'),
    clientAddress: addressReader(trustedProxies(env.TRUSTED_PROXIES)),
    ...(env.SITE_URL_SET ? { siteOrigin: new URL(env.SITE_URL).origin } : {}),
  });
};
