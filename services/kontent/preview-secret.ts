/**
 * The demo's preview secret: without PREVIEW_SECRET, the local setup generates one into the data
 * folder on first start (never a fixed default), as it does the webhook secret. The site checks
 * editors' preview links against it; `npm start` prints the link that carries it.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_WEBHOOK_SECRET_LENGTH } from './webhook-secret';

/** Beside the content folder: `.data/preview-secret` for `.data/content`. */
export const previewSecretPath = (contentDir: string): string => path.join(path.dirname(contentDir), 'preview-secret');

export const readPreviewSecret = (contentDir: string): string | null => {
  try {
    const secret = readFileSync(previewSecretPath(contentDir), 'utf8').trim();
    return secret.length >= MIN_WEBHOOK_SECRET_LENGTH ? secret : null;
  } catch {
    return null;
  }
};

/**
 * The stored secret, made first when there is none. Instances started together on one folder
 * agree on one: the file appears whole (a finished file linked into place) or not at all, and a
 * server that loses the race reads the winner's.
 */
export const ensurePreviewSecret = (contentDir: string): string => {
  const existing = readPreviewSecret(contentDir);
  if (existing) return existing;
  const file = previewSecretPath(contentDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    // Another process linked its own first; an old file too short to use is replaced.
    if (readPreviewSecret(contentDir) === null) {
      rmSync(file, { force: true });
      linkSync(draft, file);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readPreviewSecret(contentDir);
  if (!secret) throw new Error(`the preview secret in ${file} could not be read back`);
  return secret;
};
