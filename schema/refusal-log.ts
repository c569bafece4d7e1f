/**
 * One warning line per client, reason and minute for every request the site refuses (413, 429,
 * 503, 403, an ignored webhook): an operator sees an attack begin and its reason, and a flood of
 * refusals costs the log one line a minute per sender instead of one line a request.
 */
import { log, type LogFields } from './log';

export type RefusalReason = 'body-too-large' | 'rate-limited' | 'busy' | 'cross-site' | 'forbidden' | 'webhook-ignored' | 'webhook-foreign' | 'preview-denied' | 'bad-request';

const WINDOW_MS = 60_000;
/** Senders remembered at once; a wider spread of addresses is pruned of its expired entries first. */
const MAX_KEYS = 10_000;

export type RefusalLog = (reason: RefusalReason, client: string, fields?: LogFields, now?: number) => boolean;

/** A refusal log with its own memory (tests make their own; the site shares `logRefusal`). */
export const createRefusalLog = (write: (msg: string, fields: LogFields) => void = (msg, fields) => log.warn(msg, fields)): RefusalLog => {
  const lastWritten = new Map<string, number>();
  return (reason, client, fields = {}, now = Date.now()) => {
    const key = `${reason} ${client}`;
    const last = lastWritten.get(key);
    if (last !== undefined && now - last < WINDOW_MS) return false;
    if (lastWritten.size >= MAX_KEYS) {
      for (const [entry, at] of lastWritten) if (now - at >= WINDOW_MS) lastWritten.delete(entry);
      // Still full: a spread wider than the memory; forget the oldest rather than grow.
      if (lastWritten.size >= MAX_KEYS) lastWritten.delete(lastWritten.keys().next().value ?? '');
    }
    lastWritten.set(key, now);
    write(`refused: ${reason}`, { reason, client, ...fields });
    return true;
  };
};

/** Writes the refusal unless the same client was refused for the same reason in the last minute; true when written. */
export const logRefusal: RefusalLog = createRefusalLog();
