/**
 * The webhook secret of the local stand-in: generated once into the data folder (never a fixed
 * default), read by the site to check webhooks and by `content:publish` to sign them, as Kontent.ai
 * signs with the secret of a webhook definition.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Shorter secrets are refused: they would be guessable. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/** Beside the content folder: `.data/webhook-secret` for `.data/content`. */
export const webhookSecretPath = (contentDir: string): string => path.join(path.dirname(contentDir), 'webhook-secret');

export const readWebhookSecret = (contentDir: string): string | null => {
  try {
    const secret = readFileSync(webhookSecretPath(contentDir), 'utf8').trim();
    return secret.length >= MIN_WEBHOOK_SECRET_LENGTH ? secret : null;
  } catch {
    return null;
  }
};

export const ensureWebhookSecret = (contentDir: string): string => {
  const existing = readWebhookSecret(contentDir);
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  const file = webhookSecretPath(contentDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};
