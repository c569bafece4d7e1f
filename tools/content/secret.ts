/**
 * The webhook secret of the local stand-in: generated once into the data folder (never a fixed
 * default), read by the site to check webhooks and by `content:publish` to sign them.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { webhookSecretPath } from '../../renderer/delivery/config';

export const ensureWebhookSecret = (contentDir: string): string => {
  const file = webhookSecretPath(contentDir);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 16) return existing;
  } catch {
    // Not generated yet.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};
