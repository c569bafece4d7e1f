/**
 * The embedded form host's wiring: one store per server process (Postgres with DATABASE_URL, shared
 * by every server; else the SQLite file FORMS_DB), the rate limiter, and the client address as the
 * trusted proxies (TRUSTED_PROXIES) report it.
 */
import { addressReader, trustedProxies } from '../../../services/forms/client-address';
import { openConfiguredFormStore } from '../../../services/forms/configured-store';
import { createRateLimiter, type HostDeps } from '../../../services/forms/host';
import { serverEnv } from '../env';

let deps: HostDeps | undefined;

export const formHost = (): HostDeps => {
  if (deps) return deps;
  const env = serverEnv();
  return (deps = { store: openConfiguredFormStore(env), rateLimit: createRateLimiter(), clientAddress: addressReader(trustedProxies(env.TRUSTED_PROXIES)) });
};
