/**
 * After a publish the webhook asks the CDN to drop what it revalidated (CDN_PURGE_URL, with
 * CDN_PURGE_TOKEN as a bearer token). One request shape suits the common purge-by-tag APIs: the
 * tags as JSON (`{"tags": [...]}`, Cloudflare's purge_cache) and as a `Surrogate-Key` header
 * (Fastly's purge by key). A failed purge is retried, then logged; it never undoes or delays the
 * revalidation, which has already happened when it starts.
 */
import { cdnTag } from './tags';
import { log as serverLog } from '../../../schema/log';

export const PURGE_ATTEMPTS = 4;
/** Wait before the second attempt, doubled for each further one (0.5 s, 1 s, 2 s). */
export const PURGE_RETRY_BASE_MS = 500;
/** One attempt gives up after this. */
export const PURGE_TIMEOUT_MS = 5_000;
/** Tags per request: the smallest common per-call limit (Cloudflare's). */
export const PURGE_BATCH = 30;

export type PurgeTarget = { url: string; token?: string };
export type PurgeOptions = { sleep?: (ms: number) => Promise<void>; log?: Pick<Console, 'info' | 'warn' | 'error'> };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const attemptPurge = async ({ url, token }: PurgeTarget, tokens: string[]): Promise<void> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'surrogate-key': tokens.join(' '),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ tags: tokens }),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
};

/** Purges the tags in batches; true when every batch was accepted. Never throws. */
export const purgeCdnTags = async (target: PurgeTarget, tags: readonly string[], { sleep = wait, log = serverLog }: PurgeOptions = {}): Promise<boolean> => {
  const tokens = [...new Set(tags.map(cdnTag))];
  let allPurged = true;
  for (let start = 0; start < tokens.length; start += PURGE_BATCH) {
    const batch = tokens.slice(start, start + PURGE_BATCH);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await attemptPurge(target, batch);
        log.info(`[cdn] purged ${batch.join(', ')}`);
        break;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= PURGE_ATTEMPTS) {
          log.error(`[cdn] purge of ${batch.join(', ')} failed after ${attempt} attempts (${reason}); the CDN serves them until their max-age`);
          allPurged = false;
          break;
        }
        log.warn(`[cdn] purge attempt ${attempt} of ${PURGE_ATTEMPTS} failed (${reason}); retrying`);
        await sleep(PURGE_RETRY_BASE_MS * 2 ** (attempt - 1));
      }
    }
  }
  return allPurged;
};
