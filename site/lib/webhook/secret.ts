/**
 * The secret webhooks are signed with: KONTENT_WEBHOOK_SECRET for the hosted CMS; with the local
 * Delivery API, the one generated into the data folder on first start (never a fixed default).
 */
import path from 'node:path';
import { readWebhookSecret } from '../../../services/kontent/webhook-secret';
import { serverEnv } from '../env';

export const webhookSecret = (): string | null => {
  const env = serverEnv();
  if (env.KONTENT_WEBHOOK_SECRET) return env.KONTENT_WEBHOOK_SECRET;
  if (env.KONTENT_ENVIRONMENT_ID) return null;
  return readWebhookSecret(path.resolve(/*turbopackIgnore: true*/ env.CONTENT_DIR));
};
