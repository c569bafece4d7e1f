/**
 * Kontent.ai webhooks (publish -> live in seconds): the signature is checked on the raw body, the
 * body validated, and the tags of what shows the changed items expire at once. Unsigned or forged
 * requests get 401, malformed ones 400, a notification for another environment 403, and one
 * already processed is ignored (site/lib/webhook/replay.ts); none of these touches any cache.
 */
import { revalidateTag } from 'next/cache';
import { after, type NextRequest } from 'next/server';
import { changesOf, webhookSchema, type Change } from '../../../lib/webhook/payload';
import { admitWebhook } from '../../../lib/webhook/admission';
import { pagesShowing, pagesUnder } from '../../../lib/webhook/page-index';
import { webhookSecret } from '../../../lib/webhook/secret';
import { isSignedBy, SIGNATURE_HEADERS } from '../../../lib/webhook/signature';
import { tagsFor } from '../../../lib/webhook/tags';
import { deliveryYachtSource, updateYachtRecords } from '../../../lib/webhook/search-records';
import { getDelivery } from '../../../lib/delivery';
import { serverEnv } from '../../../lib/env';
import { getSearch } from '../../../lib/search';
import { purgeCdnTags } from '../../../lib/cdn/purge';
import { bumpRouteGeneration, changesRoutes } from '../../../lib/route-generation';
import { freshWindow } from '../../../lib/webhook/fresh-window';
import { log, problemOf } from '../../../../schema/log';
import { readLimited } from '../../../../services/http/bounded-body';
import { addressReader, trustedProxies } from '../../../../services/forms/client-address';
import { logRefusal } from '../../../../schema/refusal-log';

/** Kontent.ai batches notifications; far larger bodies are not webhooks. */
const MAX_BODY_BYTES = 1_000_000;

export const dynamic = 'force-dynamic';

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: NextRequest) {
  const secret = webhookSecret();
  if (!secret) return answer(503, { error: 'Webhook secret is not configured (KONTENT_WEBHOOK_SECRET)' });
  const bytes = await readLimited(request, MAX_BODY_BYTES);
  if (bytes === null) {
    logRefusal('body-too-large', addressReader(trustedProxies(serverEnv().TRUSTED_PROXIES))(request.headers), { route: 'revalidate', limit: MAX_BODY_BYTES });
    return answer(413, { error: 'Body too large' });
  }
  const raw = new TextDecoder().decode(bytes);

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
  const admitted = await admitWebhook(request, body.data);
  if (admitted instanceof Response) return admitted;
  try {
    const tags = await expire(changesOf({ notifications: admitted.fresh }));
    return answer(200, { revalidated: tags, ignored: admitted.ignored });
  } catch (error) {
    // Kontent.ai retries a failed delivery: its notifications must not count as processed.
    await admitted.release();
    throw error;
  }
}

/** Expires the tags of what shows the changes, on every instance and the CDN; returns them. */
async function expire(changes: Change[]): Promise<string[]> {
  const tags = await tagsFor(changes, { pagesShowing, pagesUnder });
  // Before any page is expired: the renders that follow ask Kontent for the new content.
  await freshWindow().open();
  // With REDIS_URL the cache handler writes these expiries where every instance reads them.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  log.info('webhook: revalidated', { tags });
  if (changesRoutes(tags)) await bumpRouteGeneration();
  // The CDN is purged once the answer is sent (the revalidation above is already done); a failed
  // purge is retried and logged there, never undoing it.
  const { CDN_PURGE_URL, CDN_PURGE_TOKEN } = serverEnv();
  if (CDN_PURGE_URL) after(() => purgeCdnTags({ url: CDN_PURGE_URL, token: CDN_PURGE_TOKEN }, tags));
  // Spec 9.2: a changed yacht's search records follow; a failure here is logged, the pages are already fresh.
  const { admin } = getSearch();
  if (admin) {
    await updateYachtRecords(changes, deliveryYachtSource(getDelivery().client, serverEnv().KONTENT_LANGUAGES), admin).then(
      (lines) => lines.forEach((line) => log.info(`webhook: search ${line}`)),
      (error: unknown) => log.error('webhook: search records not updated', { error: problemOf(error) }),
    );
  }
  return tags;
}

export function GET() {
  return answer(405, { error: 'Use POST' });
}
