/** The embedded form host's wiring: one store (FORMS_DB) and one rate limiter per server process. */
import { createRateLimiter, type HostDeps } from '../../../services/forms/host';
import { openFormStore } from '../../../services/forms/store';
import { serverEnv } from '../env';

let deps: HostDeps | undefined;

export const formHost = (): HostDeps => (deps ??= { store: openFormStore(serverEnv().FORMS_DB), rateLimit: createRateLimiter() });
