import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { analyticsConfig, analyticsScripts, readConsent } from './analytics';

const ALL = { TAG_MANAGER_ID: 'GTM-AB12CD3', ANALYTICS_ACCOUNT_KEY: 'acct_42', ANALYTICS_DOMAIN: 'analytics.example.com' };

describe('analytics injection (spec 7.4)', () => {
  it('is configured only when the tag-manager id, the account key and the domain are all set', () => {
    expect(analyticsConfig(readEnv(ALL))).toEqual({ tagManagerId: 'GTM-AB12CD3', accountKey: 'acct_42', domain: 'analytics.example.com' });
    for (const missing of Object.keys(ALL)) {
      expect(analyticsConfig(readEnv({ ...ALL, [missing]: '' })), missing).toBeNull();
    }
    expect(analyticsConfig(readEnv({}))).toBeNull();
  });

  it('refuses values that would break out of a script URL', () => {
    expect(() => readEnv({ ...ALL, TAG_MANAGER_ID: 'GTM-1"><script>' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => readEnv({ ...ALL, ANALYTICS_DOMAIN: 'evil.example/x?' })).toThrow(/ANALYTICS_DOMAIN/);
    expect(() => readEnv({ ...ALL, ANALYTICS_ACCOUNT_KEY: 'a b' })).toThrow(/ANALYTICS_ACCOUNT_KEY/);
  });

  it('injects nothing before consent or after a refusal, both scripts after acceptance', () => {
    const config = analyticsConfig(readEnv(ALL));
    if (!config) throw new Error('configured');
    expect(analyticsScripts(config, null)).toEqual([]);
    expect(analyticsScripts(config, 'denied')).toEqual([]);
    expect(analyticsScripts(config, 'granted')).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', 'https://analytics.example.com/analytics.js?key=acct_42']);
  });

  it('reads the remembered choice from the cookie, ignoring other cookies and junk', () => {
    expect(readConsent('a=1; analytics_consent=granted; b=2', 'analytics_consent')).toBe('granted');
    expect(readConsent('analytics_consent=denied', 'analytics_consent')).toBe('denied');
    expect(readConsent('analytics_consent=maybe', 'analytics_consent')).toBeNull();
    expect(readConsent('x_analytics_consent=granted', 'analytics_consent')).toBeNull();
    expect(readConsent('', 'analytics_consent')).toBeNull();
  });
});
