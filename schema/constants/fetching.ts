/** Spec 9.3: content fetching, and spec 8.6: content client retries. */
export const PAGE_FETCH_DEPTH = 4;
export const PAGE_FETCH_LIMIT = 100;
/** Kontent error code meaning "response too large": triggers the split fetch (spec 7.1, 8.1). */
export const FALLBACK_ERROR_CODE = 6;
export const FALLBACK_PAGE_DEPTH = 1;
export const FALLBACK_MANUAL_YACHT_GRID_DEPTH = 2;
export const FALLBACK_COMPONENT_DEPTH = 3;
export const LOOKUP_DEPTH = 4;

export const RETRY_ATTEMPTS = 5;
export const RETRY_BASE_MS = 1000;
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, 500, 502, 503, 504];
export const REQUEST_CANCELLED_PREFIX = 'Request cancelled';

/** No Delivery call waits longer than this for one answer (a hung connection is cut). */
export const REQUEST_TIMEOUT_MS = 4_000;
/** A request with its retries gives up after this, so retries cannot pile up behind a page. */
export const REQUEST_DEADLINE_MS = 12_000;
/** After an outage is seen, calls fail at once for this long (or the API's Retry-After) before one tries again. */
export const OUTAGE_COOL_OFF_MS = 10_000;
/** How long a seen answer vouches for the API before a page never cached asks it again. */
export const HEALTH_FRESH_MS = 10_000;
/** The probe of the API before a page never cached is rendered. */
export const PROBE_TIMEOUT_MS = 2_000;
