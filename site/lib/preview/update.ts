/**
 * `POST /api/preview/update/`: the preview page in Kontent's frame posts each change
 * an editor types (`kind: 'update'`), and, when Kontent says the item is saved, which unsaved
 * changes to forget (`kind: 'saved'`). Only a browser holding the preview grant is heard, from the
 * preview page itself; the answer is never cached.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { RateLimiter } from '../../../services/forms/host';
import { liveUpdateSchema, overridesOf } from '../../../renderer/preview/live-update';
import type { RefusalLog, RefusalReason } from '../../../schema/refusal-log';
import { LIVE_SESSION_COOKIE, liveSessionCookieOptions, sessionIdOf } from './live-session';
import type { OverrideStore, PutResult } from './override-store';
import { readLimited } from '../../../services/http/bounded-body';

/** The largest update: a long rich text with its components is some tens of KB; Kontent's own element limits keep it below this. */
export const MAX_UPDATE_BYTES = 256 * 1024;
/**
 * Updates per client and second. Kontent sends one as the editor types and the page posts them one
 * at a time, newest merged into the waiting one: a fast typist makes about ten a second, two
 * editors behind one office address twice that. A flood above it is refused before its body is read.
 */
export const UPDATE_RATE_LIMIT = { posts: 20, windowMs: 1_000 } as const;
/** JSON deeper than this is no update (components inside components stop far sooner) and is not parsed. */
const MAX_NESTING = 64;

/** The browser numbers its updates (microseconds of its clock): a larger number is a later change. */
const sequence = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const bodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('update'), seq: sequence, update: liveUpdateSchema }),
  /** `item` null: a manual refresh, every unsaved change goes. */
  z.object({ kind: z.literal('saved'), seq: sequence, item: z.object({ codename: z.string().min(1), language: z.string().min(1) }).nullable() }),
]);

export type UpdateDeps = {
  /** The preview grant (site/lib/security/preview-gate.ts, previewAllowed). */
  allowed(request: NextRequest): boolean;
  rateLimit: RateLimiter;
  clientAddress(headers: Headers): string;
  store: OverrideStore;
  refusals: RefusalLog;
  newSession(): string;
  now(): number;
};

const NO_STORE = { 'cache-control': 'no-store' } as const;

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): NextResponse => NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });

/** Deepest nesting of arrays and objects in JSON text, counted without parsing it. */
const nestingOf = (text: string): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, (depth += 1));
    else if (c === '}' || c === ']') depth -= 1;
  }
  return deepest;
};

const decoder = new TextDecoder('utf-8', { fatal: true });

const parseBody = (bytes: Uint8Array): z.infer<typeof bodySchema> | string => {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return 'The body is not UTF-8.';
  }
  if (nestingOf(text) > MAX_NESTING) return `The body nests deeper than ${MAX_NESTING} levels.`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'The body is not JSON.';
  }
  const parsed = bodySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `Not a live-preview update: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`;
};

/** The field an element's change is kept under; the prefix of an item variant's fields. */
export const itemPrefix = (codename: string, language: string): string => `${codename}|${language}|`;

export const handleLiveUpdate = async (request: NextRequest, deps: UpdateDeps): Promise<NextResponse> => {
  const client = deps.clientAddress(request.headers);
  const refuse = (status: number, reason: RefusalReason, error: string, headers: Record<string, string> = {}) => {
    deps.refusals(reason, client, { route: 'preview-update', status });
    return answer(status, { error }, headers);
  };
  if (!deps.allowed(request)) return refuse(403, 'preview-denied', 'Live preview needs the preview grant: open the page from the Kontent.ai preview link first.');
  // A cross-site page could post with the editor's cookies (SameSite=None for Kontent's frame): only the preview page itself may.
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return refuse(403, 'cross-site', 'Updates come from the preview page itself.');
  const limit = await deps.rateLimit(client);
  if (!limit.allowed) {
    return refuse(429, 'rate-limited', 'Too many updates: try again shortly.', { 'retry-after': String(limit.retryAfterSeconds) });
  }
  // JSON only: a form on another site cannot send it without the browser asking this site first (CORS), and it never answers.
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return refuse(415, 'bad-request', 'Send the update as application/json.');
  const bytes = await readLimited(request, MAX_UPDATE_BYTES);
  if (bytes === null) return refuse(413, 'body-too-large', `An update may be at most ${MAX_UPDATE_BYTES / 1024} KB.`);
  const body = parseBody(bytes);
  if (typeof body === 'string') return refuse(400, 'bad-request', body);

  const existing = sessionIdOf(request.cookies.get(LIVE_SESSION_COOKIE)?.value);
  if (body.kind === 'saved') {
    if (existing) await deps.store.drop(existing, body.item ? itemPrefix(body.item.codename, body.item.language) : null, body.seq);
    return answer(200, { dropped: existing !== null });
  }
  const session = existing ?? deps.newSession();
  const now = deps.now();
  const results: PutResult[] = [];
  for (const override of overridesOf(body.update)) {
    const field = `${itemPrefix(override.item, override.language)}${override.element}`;
    results.push(await deps.store.put(session, { field, seq: body.seq, body: JSON.stringify(override) }, now));
  }
  if (results.includes('full')) {
    return refuse(413, 'body-too-large', 'Too many unsaved changes are waiting: save the item in Kontent.ai, then go on.');
  }
  const response = answer(200, { stored: results.filter((r) => r === 'stored').length, stale: results.filter((r) => r === 'stale').length });
  // Set again on every update, so the session lasts as long as the editor keeps typing.
  response.cookies.set(LIVE_SESSION_COOKIE, session, liveSessionCookieOptions());
  return response;
};
