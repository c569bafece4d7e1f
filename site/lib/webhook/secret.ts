/**
 * The secret webhooks are signed with: KONTENT_WEBHOOK_SECRET for the hosted CMS; with the local
 * Delivery API, the one generated into the data folder on first start (never a fixed default).
 */
import { readFileSync } from 'node:fs';
import { getDelivery } from '../../../renderer/delivery/client';
import { webhookSecretPath } from '../../../renderer/delivery/config';

/** Shorter secrets are refused: they would be guessable. */
export const MIN_SECRET_LENGTH = 16;

export const webhookSecret = (configured: string | undefined): string | null => {
  const { config } = getDelivery();
  let secret = configured;
  if (secret === undefined && config.mode === 'local') {
    try {
      secret = readFileSync(webhookSecretPath(config.contentDir), 'utf8');
    } catch {
      return null;
    }
  }
  const trimmed = secret?.trim() ?? '';
  return trimmed.length >= MIN_SECRET_LENGTH ? trimmed : null;
};
