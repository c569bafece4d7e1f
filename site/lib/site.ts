/** Site-wide settings from the checked environment (schema/env.ts). */
import { serverEnv } from './env';

/**
 * Absolute base for canonical, hreflang, og and share links (spec 2.5): SITE_URL, else this
 * server's own origin, http://localhost:{PORT}.
 */
export const SITE_URL = serverEnv().SITE_URL;

/**
 * What keys this server's cached pages apart from other servers' (site/lib/variant.ts,
 * cachedVariant): nothing with SITE_URL, else its port, since its pages name its own origin.
 */
export const pageCachePort = (): number | null => (serverEnv().SITE_URL_SET ? null : serverEnv().PORT);

/**
 * The server's own address, for the requests it makes to itself (the proxy's route table, the form
 * host's stylesheets). Never the request's Host header: a visitor controls it, and what is read
 * from it is kept for every visitor.
 */
export const selfOrigin = (): string => `http://localhost:${serverEnv().PORT}`;
