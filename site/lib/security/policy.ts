/**
 * The Content-Security-Policy (spec 4.6, 2.13), typed for the site: the policy itself is written in
 * site/cache/security-policy.mjs, which next.config and the cache handler load outside the bundle too.
 */
import type { Env } from '../../../schema/env';
import { contentSecurityPolicy as policyOf, policyDirectives as directivesOf, type PolicyContext } from '../../cache/security-policy.mjs';

export type { Framing, PolicyContext } from '../../cache/security-policy.mjs';

export type PolicyEnv = Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_URL' | 'MEDIA_HOST' | 'MAPBOX_TOKEN' | 'TAG_MANAGER_ID' | 'ANALYTICS_ACCOUNT_KEY' | 'ANALYTICS_DOMAIN' | 'PREVIEW_FRAME_ORIGINS'>;

export const policyDirectives = (env: PolicyEnv, context: PolicyContext): Array<[string, string[]]> => directivesOf(env, context);

export const contentSecurityPolicy = (env: PolicyEnv, context: PolicyContext): string => policyOf(env, context);
