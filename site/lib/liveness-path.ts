/**
 * Liveness probes (load balancers, orchestrators) are often configured as `/api/health` without
 * the slash the site's URLs end with (trailingSlash). Next would answer 308, which many probes count
 * as a failure, so the server hands such a request to the health route as if the slash were there
 * (site/lib/request-start.ts). Only this one path: every other URL keeps Next's redirect.
 */
const BARE = /^\/api\/health(?=$|\?)/;

export const livenessUrl = (url: string): string => url.replace(BARE, '/api/health/');
