/**
 * The tools' reader of the environment (schema/env.ts), and `cli env`: the check `npm start` runs
 * before it seeds or builds anything, so a bad value stops it with a message naming the variable.
 * With NODE_ENV=production it also applies the production profile (schema/env-production.ts).
 */
import path from 'node:path';
import { checkEnv, readEnv, type Env, type EnvSource } from '../schema/env';
import { productionProblems } from '../schema/env-production';
import { previewProblem, previewSource } from '../schema/env-preview';
import { describeStore } from '../services/forms/configured-store';
import { ensurePreviewSecret, previewSecretPath } from '../services/kontent/preview-secret';

export const toolsEnv = (): Env => readEnv(process.env);

/** Exit status of the check: 0 when the configuration is valid, 2 when it is not. */
export const runEnvCheck = (out: (line: string) => void, err: (line: string) => void, source: EnvSource = process.env): 0 | 2 => {
  const result = checkEnv(source);
  if (!result.ok) {
    err('Invalid configuration (see docs/configuration.md):');
    for (const problem of result.problems) err(`  ${problem}`);
    return 2;
  }
  const { env } = result;
  const unfit = productionProblems(env, source);
  if (unfit.length > 0) {
    err('Not ready for production (NODE_ENV=production; see docs/operations.md):');
    for (const problem of unfit) err(`  ${problem}`);
    return 2;
  }
  out(`content: ${env.KONTENT_ENVIRONMENT_ID ? `Kontent environment ${env.KONTENT_ENVIRONMENT_ID}` : `local Delivery API over ${env.CONTENT_DIR}`}`);
  out(`media:   ${env.MEDIA_HOST ? `DAM ${env.MEDIA_HOST}, container ${env.MEDIA_CONTAINER}` : `local media service over ${env.MEDIA_DIR}`}`);
  out(`forms:   form host storing into ${env.DATABASE_URL ? `Postgres at ${describeStore(env)}` : env.FORMS_DB}`);
  if (env.TRUSTED_PROXIES.length > 0) out(`proxies: client addresses from X-Forwarded-For through ${env.TRUSTED_PROXIES.join(', ')}`);
  out(`maps:    ${env.MAPBOX_TOKEN ? 'mapbox-gl with the Mapbox token' : 'maplibre-gl with the offline land style'}`);
  out(
    `search:  ${env.ALGOLIA_APP_ID ? `Algolia application ${env.ALGOLIA_APP_ID}${env.ALGOLIA_SEARCH_KEY ? '' : ' (no ALGOLIA_SEARCH_KEY: search renders without results)'}` : `embedded engine over ${env.SEARCH_DIR}`}`,
  );
  out(`preview: ${describePreview(env)}`);
  out(`site:    ${env.SITE_URL} (port ${env.PORT})`);
  return 0;
};

const describePreview = (env: Env): string => {
  const source = previewSource(env);
  if (source.kind === 'off') return 'off (PREVIEW=off): ?preview=true shows the live page';
  if (source.kind === 'configured') return `drafts for a browser that brought PREVIEW_SECRET, for ${env.PREVIEW_GRANT_HOURS} h`;
  if (source.kind === 'closed') return 'no drafts for anyone until PREVIEW_SECRET is set';
  return `drafts for a browser that brought the secret generated into ${previewSecretPath(env.CONTENT_DIR)}, for ${env.PREVIEW_GRANT_HOURS} h`;
};

/** The line of `cli env --start` that carries the editors' link; tools/start.mjs shows it last. */
export const PREVIEW_LINK_LABEL = 'preview link: ';

/**
 * `cli env --start`, the check of `npm start`: as `cli env`, plus what `next start` needs, which
 * serves in production whatever NODE_ENV says. The demo's preview secret is made here on first
 * start and its link printed for the terminal only, never into the server's log.
 */
export const runStartCheck = (out: (line: string) => void, err: (line: string) => void, source: EnvSource = process.env): 0 | 2 => {
  const status = runEnvCheck(out, err, source);
  if (status !== 0) return status;
  const env = readEnv(source);
  const problem = previewProblem(env, true);
  if (problem) {
    err('Not ready to serve (`npm start` serves a production build; see docs/operations.md):');
    err(`  ${problem}`);
    return 2;
  }
  if (previewSource(env, true).kind === 'generated') {
    const secret = ensurePreviewSecret(path.resolve(env.CONTENT_DIR));
    const link = new URL('/', env.SITE_URL);
    link.search = new URLSearchParams({ preview: 'true', secret }).toString();
    out(`${PREVIEW_LINK_LABEL}${link.href}`);
  }
  return 0;
};

/** The raw environment, for commands that report a bad value themselves instead of throwing. */
export const processEnv = (): NodeJS.ProcessEnv => process.env;
