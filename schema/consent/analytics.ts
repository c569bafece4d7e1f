/**
 * Spec 7.4: the tag manager and the marketing-analytics service are injected only when the
 * tag-manager id, the account key and the domain are all configured, and then only after the
 * visitor consents. Pure: the site reads the environment, the browser reads the cookie.
 */
import type { Env } from '../env';

export type AnalyticsConfig = { tagManagerId: string; accountKey: string; domain: string };
export type ConsentChoice = 'granted' | 'denied';

/** The analytics configuration, or null when any of the three values is missing (no banner, no script). */
export const analyticsConfig = (env: Pick<Env, 'TAG_MANAGER_ID' | 'ANALYTICS_ACCOUNT_KEY' | 'ANALYTICS_DOMAIN'>): AnalyticsConfig | null =>
  env.TAG_MANAGER_ID && env.ANALYTICS_ACCOUNT_KEY && env.ANALYTICS_DOMAIN ? { tagManagerId: env.TAG_MANAGER_ID, accountKey: env.ANALYTICS_ACCOUNT_KEY, domain: env.ANALYTICS_DOMAIN } : null;

/** The choice a `Cookie` header or `document.cookie` holds; anything else is no choice yet. */
export const readConsent = (cookieHeader: string, name: string): ConsentChoice | null => {
  for (const pair of cookieHeader.split(';')) {
    const [key, value] = pair.trim().split('=');
    if (key === name && (value === 'granted' || value === 'denied')) return value;
  }
  return null;
};

/** The scripts to inject: none until the visitor has said yes. */
export const analyticsScripts = (config: AnalyticsConfig, choice: ConsentChoice | null): string[] =>
  choice === 'granted'
    ? [`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`, `https://${config.domain}/analytics.js?key=${encodeURIComponent(config.accountKey)}`]
    : [];
