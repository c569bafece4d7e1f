/**
 * The production profile of the configuration check: with NODE_ENV=production,
 * what a public deployment must not run with, even though each value is valid on its own. Pure,
 * like schema/env.ts: it reads the checked configuration and the raw record it came from.
 */
import type { Env, EnvSource } from './env';
import { previewProblem } from './env-preview';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

const isLocal = (url: string): boolean => {
  const host = new URL(url).hostname;
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.startsWith('127.');
};

const set = (source: EnvSource, name: string): boolean => Boolean(source[name]?.trim());

/** Every reason `env` is not fit for production, each naming the variable and what to do. */
export const productionProblems = (env: Env, source: EnvSource): string[] => {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.SITE_URL_SET) problems.push('SITE_URL is not set: in production canonical links, sitemaps and social cards must name the public address (https://www.example.com)');
  else if (isLocal(env.SITE_URL)) problems.push(`SITE_URL is ${env.SITE_URL}, a local address: in production set it to the public address of the site`);
  if (env.KONTENT_WEBHOOK_SECRET === undefined)
    problems.push('KONTENT_WEBHOOK_SECRET is not set: in production the publish webhook must check the signature of every call, so set it to the secret of the Kontent.ai webhook');
  if (env.KONTENT_ENVIRONMENT_ID !== undefined && env.KONTENT_DELIVERY_KEY === undefined)
    problems.push('KONTENT_ENVIRONMENT_ID is set but KONTENT_DELIVERY_KEY is not: set the Delivery API key of the environment');
  if (env.ALGOLIA_APP_ID !== undefined && env.ALGOLIA_SEARCH_KEY === undefined)
    problems.push('ALGOLIA_APP_ID is set but ALGOLIA_SEARCH_KEY is not: search would render without results; set the search-only API key');
  if (env.MEDIA_HOST !== undefined && !set(source, 'MEDIA_CONTAINER')) problems.push('MEDIA_HOST is set but MEDIA_CONTAINER is not: set the DAM container the site reads its files from');
  if (env.CDN_PURGE_URL !== undefined && env.CDN_PURGE_TOKEN === undefined) problems.push('CDN_PURGE_URL is set but CDN_PURGE_TOKEN is not: set the token the purge endpoint expects');
  const preview = previewProblem(env);
  if (preview) problems.push(preview);
  return problems;
};
