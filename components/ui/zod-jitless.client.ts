'use client';
/**
 * Browsers run zod without its compiled fast path: the site's Content-Security-Policy forbids
 * eval, and zod's first parse probes `Function('')`, which the browser reports as a
 * violation. Islands that parse with zod import this first. It sets `jitless` on the config object
 * zod shares through `globalThis.__zod_globalConfig` (zod/v4/core/core.js) instead of importing
 * zod's `config`, which would pull zod's core into pages that carry none of it (+4 KB gzip measured).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
