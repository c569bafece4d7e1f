/**
 * Kontent.ai webhooks (publish -> live in seconds): the signature is checked on the raw body, the
 * body validated, and the tags of what shows the changed items expire at once. Unsigned or forged
 * requests get 401 and malformed ones 400; neither touches any cache.
 */
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { changesOf, webhookSchema } from '../../../lib/webhook/payload';
import { pagesShowing, pagesUnder } from '../../../lib/webhook/page-index';
import { webhookSecret } from '../../../lib/webhook/secret';
import { isSignedBy, SIGNATURE_HEADERS } from '../../../lib/webhook/signature';
import { tagsFor } from '../../../lib/webhook/tags';

/** Kontent.ai batches notifications; far larger bodies are not webhooks. */
const MAX_BODY_BYTES = 1_000_000;

export const dynamic = 'force-dynamic';

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: NextRequest) {
  const secret = webhookSecret();
  if (!secret) return answer(503, { error: 'Webhook secret is not configured (KONTENT_WEBHOOK_SECRET)' });
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return answer(413, { error: 'Body too large' });
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return answer(413, { error: 'Body too large' });

  const signature = SIGNATURE_HEADERS.map((name) => request.headers.get(name)).find((value) => value !== null) ?? null;
  if (!isSignedBy(raw, secret, signature)) return answer(401, { error: 'Invalid or missing signature' });

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return answer(400, { error: 'Body is not JSON' });
  }
  const body = webhookSchema.safeParse(json);
  if (!body.success) {
    return answer(400, { error: 'Not a Kontent.ai webhook body', issues: body.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) });
  }
  const tags = tagsFor(changesOf(body.data), { pagesShowing, pagesUnder });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  console.info(`[webhook] revalidated ${tags.join(', ')}`);
  return answer(200, { revalidated: tags });
}

export function GET() {
  return answer(405, { error: 'Use POST' });
}
