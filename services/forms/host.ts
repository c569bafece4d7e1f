/**
 * The form host's POST: body limits, the per-IP rate limit, the post's origin, the honeypot,
 * validation, then storage. It answers with an outcome the site turns into a page; no input makes it throw.
 */
import type { Locale } from '../../schema/constants/locale';
import { FIELDS, validate, type FieldErrors, type FormName, type Values } from './fields';
import type { FormStore } from './store';
import { crossSite, requestOrigin, type CrossSite } from './same-site';
import { log } from '../../schema/log';
import { logRefusal } from '../../schema/refusal-log';
import { readLimited } from '../http/bounded-body';

/** A post larger than this is refused unread (413); the longest valid enquiry is about 6 KB. */
export const MAX_BODY_BYTES = 32 * 1024;
/** Posts per IP per window before 429. */
export const RATE_LIMIT = { posts: 10, windowMs: 60_000 } as const;
/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website';

export type Outcome =
  /** `source`: the page the form came from, for the thank-you view's way back. */
  | { kind: 'received'; id: number; source?: string }
  /** Looks received to the sender, but nothing is stored. */
  | { kind: 'honeypot' }
  | { kind: 'invalid'; values: Values; errors: FieldErrors }
  /** Sent by another site's page (`from`: its headers): nothing stored; `values` fill the form again for the visitor to send themselves. */
  | { kind: 'cross-site'; values: Values; from: NonNullable<CrossSite> }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'too-large' }
  | { kind: 'malformed'; reason: 'content-type' | 'encoding' };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
/** In memory here; the site may share it between instances (site/lib/forms/host.ts), hence a promise too. */
export type RateLimiter = (ip: string, now?: number) => RateDecision | Promise<RateDecision>;

/** A fixed window per IP, in memory (one server process); stale windows are dropped as it grows. */
export const createRateLimiter = ({ posts, windowMs }: { posts: number; windowMs: number } = RATE_LIMIT): ((ip: string, now?: number) => RateDecision) => {
  const windows = new Map<string, { start: number; count: number }>();
  return (ip, now = Date.now()) => {
    if (windows.size > 10_000) for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
    const current = windows.get(ip);
    if (!current || now - current.start >= windowMs) {
      windows.set(ip, { start: now, count: 1 });
      return { allowed: true };
    }
    current.count += 1;
    if (current.count <= posts) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
  };
};

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * `clientAddress`: the request's client as the trusted proxies report it (./client-address.ts).
 * `siteOrigin`: the public origin of the site's pages (SITE_URL's); without it, each request's own.
 */
export type HostDeps = { store: FormStore; rateLimit: RateLimiter; clientAddress: (headers: Headers) => string; siteOrigin?: string };

const decide = async (request: Request, form: FormName, locale: Locale, { store, rateLimit, clientAddress, siteOrigin }: HostDeps): Promise<Outcome> => {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { kind: 'too-large' };
  const ip = clientAddress(request.headers);
  const limit = await rateLimit(ip);
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { kind: 'malformed', reason: 'content-type' };
  const bytes = await readLimited(request, MAX_BODY_BYTES);
  if (bytes === null) return { kind: 'too-large' };
  let body: string;
  try {
    body = decoder.decode(bytes);
  } catch {
    return { kind: 'malformed', reason: 'encoding' };
  }
  const params = new URLSearchParams(body);
  // Only the form's own fields are read; anything else in the body is ignored.
  const values: Values = Object.fromEntries(
    FIELDS[form].flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  // Before the honeypot: another site's post never gets an answer that looks received.
  const from = crossSite(request.headers, siteOrigin ?? requestOrigin(request));
  if (from) return { kind: 'cross-site', values, from };
  if (params.get(HONEYPOT_FIELD)) return { kind: 'honeypot' };
  const result = validate(form, locale, values);
  if (!result.ok) return { kind: 'invalid', values, errors: result.errors };
  return { kind: 'received', id: await store.insert(form, result.data, ip), source: result.data.source };
};

/**
 * Handles a post and logs one line for it: the form, the outcome and the names of refused fields,
 * never a value the visitor typed; the sender's address only as its network (schema/log.ts).
 */
export const handlePost = async (request: Request, form: FormName, locale: Locale, deps: HostDeps): Promise<Outcome> => {
  const outcome = await decide(request, form, locale, deps);
  const client = deps.clientAddress(request.headers);
  log.info('form post', {
    form,
    locale,
    outcome: outcome.kind,
    ...(outcome.kind === 'invalid' ? { refusedFields: Object.keys(outcome.errors) } : {}),
    ...(outcome.kind === 'received' ? { submission: outcome.id } : {}),
    client,
  });
  // A refusal also counts in the operator's one-line-a-minute view of attacks (schema/refusal-log.ts).
  if (outcome.kind === 'rate-limited') logRefusal('rate-limited', client, { route: 'forms', form, retryAfterSeconds: outcome.retryAfterSeconds });
  if (outcome.kind === 'too-large') logRefusal('body-too-large', client, { route: 'forms', form, limit: MAX_BODY_BYTES });
  // The headers are the sending site's, not the visitor's words; cut so that a forged one cannot fill the line.
  if (outcome.kind === 'cross-site')
    logRefusal('cross-site', client, { route: 'forms', form, origin: outcome.from.origin?.slice(0, 200) ?? null, fetchSite: outcome.from.fetchSite?.slice(0, 40) ?? null });
  return outcome;
};
