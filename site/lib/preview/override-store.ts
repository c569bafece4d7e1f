/**
 * Where an editor's unsaved changes wait between the update that brings them and the render that
 * shows them: per editing session, one entry per item variant and element, each with
 * the sequence number the browser gave it, so the last update wins even when two arrive out of
 * order. In Redis with REDIS_URL (any instance may render the editor's next refresh), in this
 * process's bounded memory otherwise or while Redis does not answer.
 */
import { UNAVAILABLE, type SharedStore } from '../../cache/shared-store.mjs';

/** Changes wait at most this long: Kontent saves within seconds, and its refresh after a save drops them. */
export const OVERRIDE_TTL_MS = 30 * 60_000;
/** One editing session's pending changes: some hundred rich texts at their largest. */
export const MAX_SESSION_BYTES = 4 * 1024 * 1024;
/** This process's memory for every session together; the session touched longest ago goes first. */
export const MAX_MEMORY_BYTES = 32 * 1024 * 1024;

/** `field`: item codename, language and element (`page_about|en|title`); `body`: the stored override (JSON). */
export type Entry = { field: string; seq: number; body: string };
/** `stale`: an update with a later number is already there; `full`: the session holds too much already. */
export type PutResult = 'stored' | 'stale' | 'full';

export type OverrideStore = {
  put(session: string, entry: Entry, now: number): Promise<PutResult>;
  /** The bodies of the session's entries written in the last OVERRIDE_TTL_MS. */
  read(session: string, now: number): Promise<string[]>;
  /** Drops the entries whose field starts with `prefix` (every entry when null) and whose number is below `before`. */
  drop(session: string, prefix: string | null, before: number): Promise<void>;
};

type Stored = { seq: number; body: string; at: number };
type Session = { entries: Map<string, Stored>; bytes: number; touched: number };

const sizeOf = (entry: { field: string; body: string }): number => entry.field.length + entry.body.length;

export const memoryOverrideStore = ({ maxBytes = MAX_MEMORY_BYTES, maxSessionBytes = MAX_SESSION_BYTES, ttlMs = OVERRIDE_TTL_MS } = {}): OverrideStore => {
  // A Map keeps insertion order: re-inserting a session on each write makes the first the least recently written.
  const sessions = new Map<string, Session>();
  let total = 0;
  const forget = (id: string) => {
    const session = sessions.get(id);
    if (!session) return;
    total -= session.bytes;
    sessions.delete(id);
  };
  const expire = (now: number) => {
    for (const [id, session] of sessions) if (now - session.touched >= ttlMs) forget(id);
  };
  return {
    async put(id, { field, seq, body }, now) {
      expire(now);
      const session = sessions.get(id) ?? { entries: new Map<string, Stored>(), bytes: 0, touched: now };
      const current = session.entries.get(field);
      if (current && current.seq >= seq) return 'stale';
      const grows = sizeOf({ field, body }) - (current ? sizeOf({ field, body: current.body }) : 0);
      if (session.bytes + grows > maxSessionBytes) return 'full';
      session.entries.set(field, { seq, body, at: now });
      session.bytes += grows;
      session.touched = now;
      total += grows;
      sessions.delete(id);
      sessions.set(id, session);
      for (const oldest of sessions.keys()) {
        if (total <= maxBytes || oldest === id) break;
        forget(oldest);
      }
      return 'stored';
    },
    async read(id, now) {
      const session = sessions.get(id);
      if (!session) return [];
      return [...session.entries.values()].filter((entry) => now - entry.at < ttlMs).map((entry) => entry.body);
    },
    async drop(id, prefix, before) {
      const session = sessions.get(id);
      if (!session) return;
      for (const [field, entry] of session.entries) {
        if ((prefix !== null && !field.startsWith(prefix)) || entry.seq >= before) continue;
        session.entries.delete(field);
        const size = sizeOf({ field, body: entry.body });
        session.bytes -= size;
        total -= size;
      }
      if (session.entries.size === 0) forget(id);
    },
  };
};

const keyOf = (session: string): string => `halcyon:live-preview:${session}`;
/** Beside each entry's body: its number (`{field}#seq`) and time (`{field}#at`); the session's size in `#bytes`. */
const SEQ = '#seq';
const AT = '#at';
const BYTES = '#bytes';

/** Last update wins and the session stays bounded, in one step whatever other instance writes at the same time. */
const PUT_SCRIPT = `
local seq = redis.call('HGET', KEYS[1], ARGV[1] .. '${SEQ}')
if seq and tonumber(seq) >= tonumber(ARGV[2]) then return 0 end
local old = redis.call('HSTRLEN', KEYS[1], ARGV[1])
local grown = tonumber(redis.call('HGET', KEYS[1], '${BYTES}') or '0') - old + string.len(ARGV[3])
if grown > tonumber(ARGV[6]) then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3], ARGV[1] .. '${SEQ}', ARGV[2], ARGV[1] .. '${AT}', ARGV[4], '${BYTES}', grown)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

const DROP_SCRIPT = `
local all = redis.call('HGETALL', KEYS[1])
local bytes = tonumber(redis.call('HGET', KEYS[1], '${BYTES}') or '0')
for i = 1, #all, 2 do
  local name = all[i]
  if string.sub(name, -${SEQ.length}) == '${SEQ}' and tonumber(all[i + 1]) < tonumber(ARGV[2]) then
    local field = string.sub(name, 1, -${SEQ.length + 1})
    if ARGV[1] == '' or string.sub(field, 1, string.len(ARGV[1])) == ARGV[1] then
      bytes = bytes - redis.call('HSTRLEN', KEYS[1], field)
      redis.call('HDEL', KEYS[1], field, name, field .. '${AT}')
    end
  end
end
if redis.call('HLEN', KEYS[1]) <= 1 then redis.call('DEL', KEYS[1]) else redis.call('HSET', KEYS[1], '${BYTES}', bytes) end
return 1`;

/**
 * The store shared by every instance. A call Redis does not answer falls back to `local`, so an
 * editor keeps live preview on one instance through an outage.
 */
export const sharedOverrideStore = (shared: SharedStore, local: OverrideStore, { maxSessionBytes = MAX_SESSION_BYTES, ttlMs = OVERRIDE_TTL_MS } = {}): OverrideStore => ({
  async put(session, entry, now) {
    const answer = await shared.run((client) =>
      client.eval(PUT_SCRIPT, {
        keys: [keyOf(session)],
        arguments: [entry.field, String(entry.seq), entry.body, String(now), String(ttlMs), String(maxSessionBytes)],
      }),
    );
    if (answer === UNAVAILABLE) return local.put(session, entry, now);
    return answer === 1 ? 'stored' : answer === 0 ? 'stale' : 'full';
  },
  async read(session, now) {
    const hash = await shared.run((client) => client.hGetAll(keyOf(session)));
    if (hash === UNAVAILABLE) return local.read(session, now);
    return Object.entries(hash)
      .filter(([field]) => !field.startsWith('#') && !field.endsWith(SEQ) && !field.endsWith(AT))
      .filter(([field]) => now - Number(hash[`${field}${AT}`] ?? 0) < ttlMs)
      .map(([, body]) => body);
  },
  async drop(session, prefix, before) {
    const answer = await shared.run((client) => client.eval(DROP_SCRIPT, { keys: [keyOf(session)], arguments: [prefix ?? '', String(before)] }));
    if (answer === UNAVAILABLE) await local.drop(session, prefix, before);
  },
});
