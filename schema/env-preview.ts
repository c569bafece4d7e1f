/**
 * Where the preview secret comes from (spec 2.3, drafts for editors only): the configured
 * PREVIEW_SECRET, the one the demo generates into its data folder, or none. Pure, like
 * schema/env.ts: the site and the tools read the folder themselves.
 */
import type { Env } from './env';

export type PreviewSource =
  /** PREVIEW=off: `?preview=true` is the live page for everyone. */
  | { kind: 'off' }
  | { kind: 'configured'; secret: string }
  /** The demo's own secret, generated once beside CONTENT_DIR (services/kontent/preview-secret.ts). */
  | { kind: 'generated' }
  /** Hosted content in production without a secret: such a server does not start; no request previews. */
  | { kind: 'closed' };

/** `production`: the server's own mode (`next start` serves in production whatever NODE_ENV says). */
export const previewSource = (env: Env, production = env.NODE_ENV === 'production'): PreviewSource => {
  if (env.PREVIEW === 'off') return { kind: 'off' };
  if (env.PREVIEW_SECRET !== undefined) return { kind: 'configured', secret: env.PREVIEW_SECRET };
  return production && env.KONTENT_ENVIRONMENT_ID !== undefined ? { kind: 'closed' } : { kind: 'generated' };
};

/** Why this configuration must not serve, naming the variable; null when it may. */
export const previewProblem = (env: Env, production = env.NODE_ENV === 'production'): string | null =>
  previewSource(env, production).kind === 'closed'
    ? "PREVIEW_SECRET is not set: with KONTENT_ENVIRONMENT_ID in production, drafts must stay with editors, so set PREVIEW_SECRET to a secret of at least 16 characters (the editors' preview links carry it), or set PREVIEW=off to switch preview off"
    : null;
