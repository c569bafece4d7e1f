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
