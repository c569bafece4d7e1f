/**
 * The secret this server checks editors' preview links against (schema/env-preview.ts): the
 * configured PREVIEW_SECRET, or the demo's own, generated into the data folder on first start. At
 * start a production server with hosted content and no secret stops with exit status 2, as the
 * configuration check does; the demo's server logs where its secret is kept, never the secret.
 */
import path from 'node:path';
import { checkEnv, type Env } from '../../../schema/env';
import { previewProblem, previewSource } from '../../../schema/env-preview';
import { log, problemOf } from '../../../schema/log';
import { ensurePreviewSecret, previewSecretPath } from '../../../services/kontent/preview-secret';
import { serverEnv } from '../env';

export type PreviewSettings = {
  /** null: nobody previews (PREVIEW=off, or no secret can be had). */
  secret: string | null;
  grantHours: number;
};

const contentDirOf = (env: Env): string => path.resolve(/*turbopackIgnore: true*/ env.CONTENT_DIR);

/** The settings of `env`; `generated` reads (or first makes) the demo's secret. */
export const previewSettingsOf = (env: Env, generated: (contentDir: string) => string = ensurePreviewSecret): PreviewSettings => {
  const source = previewSource(env);
  const grantHours = env.PREVIEW_GRANT_HOURS;
  if (source.kind === 'configured') return { secret: source.secret, grantHours };
  if (source.kind !== 'generated') return { secret: null, grantHours };
  try {
    return { secret: generated(contentDirOf(env)), grantHours };
  } catch (error) {
    // A read-only data folder: drafts stay closed rather than open.
    log.error('preview: no secret could be made, so no one previews; set PREVIEW_SECRET', { file: previewSecretPath(contentDirOf(env)), error: problemOf(error) });
    return { secret: null, grantHours };
  }
};

let settings: PreviewSettings | undefined;
/** Read once per module graph (the proxy's and the routes'): a new secret takes a restart, which voids every grant. */
export const previewSettings = (): PreviewSettings => (settings ??= previewSettingsOf(serverEnv()));

/**
 * Run when the server starts, before it answers: a configuration that must not serve stops the
 * process with status 2, naming each variable (the words of `npm run env:check`).
 */
export const preparePreview = (source: NodeJS.ProcessEnv, exit: (status: number) => never = (status) => process.exit(status)): void => {
  const checked = checkEnv(source);
  const problems = checked.ok ? [previewProblem(checked.env)].filter((problem) => problem !== null) : checked.problems;
  if (problems.length > 0) {
    process.stderr.write(`Not ready to serve (see docs/configuration.md and docs/operations.md):\n${problems.map((problem) => `  ${problem}\n`).join('')}`);
    exit(2);
  }
  if (!checked.ok) return;
  if (previewSource(checked.env).kind === 'generated' && previewSettings().secret !== null) {
    log.info("preview: editors' links carry the secret kept in this file (?preview=true&secret=…)", { file: previewSecretPath(contentDirOf(checked.env)) });
  }
};
