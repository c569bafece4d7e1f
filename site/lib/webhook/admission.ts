/**
 * The revalidate route's gate for signed bodies (site/lib/webhook/replay.ts): a notification for
 * another environment than the configured one (KONTENT_ENVIRONMENT_ID, or the local stand-in's) gets
 * 403, one already processed is ignored with 200; each refusal is logged once a minute per sender.
 */
import type { NextRequest } from 'next/server';
import { deliveryConfig } from '../../../renderer/delivery/config';
import { logRefusal } from '../../../schema/refusal-log';
import { addressReader, trustedProxies } from '../../../services/forms/client-address';
import { sharedStore } from '../../cache/shared-store.mjs';
import { serverEnv } from '../env';
import type { Notification, WebhookBody } from './payload';
import { admitNotifications, memoryReplayGuard, sharedReplayGuard, type ReplayGuard } from './replay';

let guard: ReplayGuard | undefined;
const replayGuard = (): ReplayGuard => {
  if (guard) return guard;
  const local = memoryReplayGuard();
  const shared = sharedStore();
  return (guard = shared ? sharedReplayGuard(shared, local) : local);
};

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export type Admitted = { fresh: Notification[]; ignored: number; release(): Promise<void> };

/** The notifications to act on, or the answer when there are none. */
export const admitWebhook = async (request: NextRequest, body: WebhookBody): Promise<Admitted | Response> => {
  const env = serverEnv();
  const client = addressReader(trustedProxies(env.TRUSTED_PROXIES))(request.headers);
  const admission = await admitNotifications(body, deliveryConfig(env).environmentId, replayGuard());
  if (admission.kind === 'foreign') {
    logRefusal('webhook-foreign', client, { environments: admission.environments });
    return answer(403, { error: 'The notification is for another Kontent.ai environment than this site reads' });
  }
  if (admission.ignored > 0) logRefusal('webhook-ignored', client, { ignored: admission.ignored, of: body.notifications.length });
  if (admission.fresh.length === 0) return answer(200, { revalidated: [], ignored: admission.ignored });
  return admission;
};
