/**
 * The tools' reader of the environment (schema/env.ts), and `cli env`: the check `npm start` runs
 * before it seeds or builds anything, so a bad value stops it with a message naming the variable.
 * With NODE_ENV=production it also applies the production profile (schema/env-production.ts).
 */
import { checkEnv, readEnv, type Env, type EnvSource } from '../schema/env';
import { productionProblems } from '../schema/env-production';
import { describeStore } from '../services/forms/configured-store';

export const toolsEnv = (): Env => readEnv(process.env);

/** Exit status of the check: 0 when the configuration is valid, 2 when it is not. */
export const runEnvCheck = (
  out: (line: string) => void,
  err: (line: string) => void,
  source: EnvSource = process.env,
): 0 | 2 => {
  const result = checkEnv(source);
  if (!result.ok) {
    err('Invalid configuration (see Configuration in README.md):');
    for (const problem of result.problems) err(`  ${problem}`);
    return 2;
  }
  const { env } = result;
  const unfit = productionProblems(env, source);
  if (unfit.length > 0) {
    err('Not ready for production (NODE_ENV=production; see Operations in README.md):');
    for (const problem of unfit) err(`  ${problem}`);
    return 2;
  }
  out(`content: ${env.KONTENT_ENVIRONMENT_ID ? `Kontent environment ${env.KONTENT_ENVIRONMENT_ID}` : `local Delivery API over ${env.CONTENT_DIR}`}`);
  out(`media:   ${env.MEDIA_HOST ? `DAM ${env.MEDIA_HOST}, container ${env.MEDIA_CONTAINER}` : `local media service over ${env.MEDIA_DIR}`}`);
  out(`forms:   form host storing into ${env.DATABASE_URL ? `Postgres at ${describeStore(env)}` : env.FORMS_DB}`);
  if (env.TRUSTED_PROXIES.length > 0) out(`proxies: client addresses from X-Forwarded-For through ${env.TRUSTED_PROXIES.join(', ')}`);
  out(`maps:    ${env.MAPBOX_TOKEN ? 'mapbox-gl with the Mapbox token' : 'maplibre-gl with the offline land style'}`);
  out(`search:  ${env.ALGOLIA_APP_ID ? `Algolia application ${env.ALGOLIA_APP_ID}${env.ALGOLIA_SEARCH_KEY ? '' : ' (no ALGOLIA_SEARCH_KEY: search renders without results)'}` : `embedded engine over ${env.SEARCH_DIR}`}`);
  out(`site:    ${env.SITE_URL} (port ${env.PORT})`);
  return 0;
};

/** The raw environment, for commands that report a bad value themselves instead of throwing. */
export const processEnv = (): NodeJS.ProcessEnv => process.env;
