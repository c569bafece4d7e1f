/**
 * The server's log: one JSON line per event with its time, level, message and the
 * request's id, readable as a short line in development. Every server part writes through it, so
 * the rules hold everywhere: values under secret-looking names are replaced, and IP addresses are
 * cut to their network (an operator can still see one sender's burst, never the person).
 * Pure: the site installs the request id and the format when its server starts
 * (site/lib/observability.ts); the settings live on globalThis because Next bundles that start-up
 * code apart from the routes, each with its own copy of this module.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;
export type LogFormat = 'json' | 'pretty';

export type LogSettings = {
  format: LogFormat;
  /** The id of the request being served, when there is one. */
  requestId: () => string | undefined;
  /** Where a finished line goes; the console by default (stdout, and stderr for warn and error). */
  write: (line: string, level: LogLevel) => void;
};

const SETTINGS = Symbol.for('halcyon.log.settings');
type Holder = { [SETTINGS]?: LogSettings };

const writeToConsole = (line: string, level: LogLevel): void => {
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
};

const DEFAULTS: LogSettings = { format: 'json', requestId: () => undefined, write: writeToConsole };

const settings = (): LogSettings => (globalThis as Holder)[SETTINGS] ?? DEFAULTS;

/** Replaces some of the settings for this process (tests restore them with the returned function). */
export const configureLog = (changes: Partial<LogSettings>): (() => void) => {
  const holder = globalThis as Holder;
  const before = holder[SETTINGS];
  holder[SETTINGS] = { ...settings(), ...changes };
  return () => {
    holder[SETTINGS] = before;
  };
};

/** Field names whose values are never written. */
const SECRET_NAME = /secret|token|password|passwd|authori[sz]ation|cookie|api[-_]?key|^key$|credential/i;

const IPV4 = /\b(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}\b/g;
/** Full or compressed IPv6 (at least three colons or a `::`), so times such as 12:30:45 are left alone. */
const IPV6 = /(?<![\w:])((?:[0-9a-f]{1,4}:){1,7}:?(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?)(?![\w:])/gi;

const truncateIpv6 = (address: string): string => {
  const colons = address.split(':').length - 1;
  if (colons < 3 && !address.includes('::')) return address;
  const groups = address.split('::')[0]?.split(':').filter(Boolean) ?? [];
  return `${groups.slice(0, 3).join(':')}::x`;
};

/** An IPv4 address keeps its /24 network (a.b.c.x), an IPv6 address its /48 prefix (a:b:c::x). */
export const maskAddresses = (text: string): string => text.replace(IPV4, '$1.x').replace(IPV6, (match) => truncateIpv6(match));

const MAX_DEPTH = 4;

const clean = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return maskAddresses(value);
  if (value instanceof Error) {
    return { name: value.name, message: maskAddresses(value.message), ...(value.cause === undefined ? {} : { cause: clean(value.cause, depth + 1) }) };
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, SECRET_NAME.test(name) ? '[redacted]' : clean(item, depth + 1)]));
};

/** A caught value's message, for a field. */
export const problemOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  // Some clients throw plain objects with a message (the Kontent SDK's errors, Algolia's).
  if (error !== null && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
};

const pretty = (record: Record<string, unknown>): string => {
  const { time, level, msg, requestId, ...fields } = record;
  const rest = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  return `${String(time).slice(11, 23)} ${String(level).toUpperCase().padEnd(5)} ${String(msg)}${requestId ? ` [${String(requestId)}]` : ''}${rest}`;
};

const emit = (level: LogLevel, msg: string, fields: LogFields = {}): void => {
  const current = settings();
  const requestId = current.requestId();
  const cleaned = clean(fields);
  const record: Record<string, unknown> = {
    time: new Date().toISOString(),
    level,
    msg: maskAddresses(msg),
    ...(requestId ? { requestId } : {}),
    ...(cleaned !== null && typeof cleaned === 'object' ? cleaned : {}),
  };
  current.write(current.format === 'pretty' ? pretty(record) : JSON.stringify(record), level);
};

export const log = {
  debug: (msg: string, fields?: LogFields) => emit('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => emit('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => emit('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => emit('error', msg, fields),
};
