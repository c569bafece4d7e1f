import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../schema/env';
import { contentSecurityPolicy, policyDirectives, type PolicyEnv } from './policy';
import { policyEnv } from '../../cache/security-policy.mjs';

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([key]) => key === name)
    ?.slice(1);

const demo = readEnv({});

describe('the Content-Security-Policy', () => {
  it('a cached page allows its own inline scripts by hash, and nothing inline else', () => {
    const policy = contentSecurityPolicy(demo, { framing: 'none', scriptHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('a response without hashes (rendered per request) falls back to unsafe-inline for scripts only', () => {
    const policy = contentSecurityPolicy(demo, { framing: 'none' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  });

  it('frames as spec 4.6 and 2.13 ask: nobody, the site itself, or the CMS web app', () => {
    expect(directive(contentSecurityPolicy(demo, { framing: 'none' }), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy(demo, { framing: 'self' }), 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy(demo, { framing: 'cms' }), 'frame-ancestors')).toEqual(["'self'", 'https://app.kontent.ai']);
  });

  it('lets the configured origins frame preview, and only preview (spec 4.6)', () => {
    const test = readEnv({ PREVIEW_FRAME_ORIGINS: 'https://app.kontent.ai, https://kontent.test/' });
    expect(directive(contentSecurityPolicy(test, { framing: 'cms' }), 'frame-ancestors')).toEqual(["'self'", 'https://app.kontent.ai', 'https://kontent.test']);
    expect(directive(contentSecurityPolicy(test, { framing: 'none' }), 'frame-ancestors')).toEqual(["'none'"]);
    // An origin is scheme, host and port: a path, a wildcard or plain http to another host is refused at start.
    for (const bad of ['https://app.kontent.ai/app', '*', 'http://kontent.test', 'app.kontent.ai', ''])
      expect(() => readEnv({ PREVIEW_FRAME_ORIGINS: bad === '' ? ',' : bad })).toThrow(/PREVIEW_FRAME_ORIGINS/);
  });

  it('names hosted Algolia, the media host and Mapbox only when they are configured', () => {
    const local = contentSecurityPolicy(demo, { framing: 'none' });
    expect(local).not.toMatch(/algolia|mapbox|https:\/\//);
    const hosted = readEnv({ ALGOLIA_APP_ID: 'ABC123', ALGOLIA_SEARCH_KEY: 'k', MEDIA_HOST: 'https://dam.example.com/', MAPBOX_TOKEN: 'pk.x' });
    const policy = contentSecurityPolicy(hosted, { framing: 'none' });
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://ABC123-dsn.algolia.net', 'https://*.algolianet.com', 'https://dam.example.com', 'https://api.mapbox.com']));
    expect(directive(policy, 'img-src')).toContain('https://dam.example.com');
  });

  it('lets browsers reach hosted search through ALGOLIA_URL, and no Algolia host then', () => {
    const gateway = readEnv({ ALGOLIA_APP_ID: 'ABC123', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_URL: 'https://search.example.com/' });
    const connect = directive(contentSecurityPolicy(gateway, { framing: 'none' }), 'connect-src');
    expect(connect).toContain('https://search.example.com');
    expect((connect ?? []).join(' ')).not.toMatch(/algolia/);
  });

  it('allows the tag manager and analytics only when all three variables are set (spec 7.4)', () => {
    const two = readEnv({ TAG_MANAGER_ID: 'GTM-AB12', ANALYTICS_DOMAIN: 'stats.example.com' });
    expect(directive(contentSecurityPolicy(two, { framing: 'none' }), 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const all = readEnv({ TAG_MANAGER_ID: 'GTM-AB12', ANALYTICS_ACCOUNT_KEY: 'acct-1234', ANALYTICS_DOMAIN: 'stats.example.com' });
    const policy = contentSecurityPolicy(all, { framing: 'none', scriptHashes: [] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://stats.example.com']);
    expect(directive(policy, 'connect-src')).toContain('https://stats.example.com');
  });

  it('writes each directive once', () => {
    const names = policyDirectives(demo, { framing: 'none' }).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("reads the cache handler's variables as the checked environment does, so a cached page's policy is the server's", () => {
    const pick = (env: PolicyEnv): PolicyEnv => ({
      ALGOLIA_APP_ID: env.ALGOLIA_APP_ID,
      ALGOLIA_URL: env.ALGOLIA_URL,
      MEDIA_HOST: env.MEDIA_HOST,
      MAPBOX_TOKEN: env.MAPBOX_TOKEN,
      TAG_MANAGER_ID: env.TAG_MANAGER_ID,
      ANALYTICS_ACCOUNT_KEY: env.ANALYTICS_ACCOUNT_KEY,
      ANALYTICS_DOMAIN: env.ANALYTICS_DOMAIN,
      PREVIEW_FRAME_ORIGINS: env.PREVIEW_FRAME_ORIGINS,
    });
    const sources = [
      {},
      { ALGOLIA_APP_ID: 'ABC123', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_URL: 'https://search.example.com/', MEDIA_HOST: 'https://dam.example.com//', MAPBOX_TOKEN: 'pk.x' },
      { TAG_MANAGER_ID: 'GTM-AB12', ANALYTICS_ACCOUNT_KEY: 'acct-1234', ANALYTICS_DOMAIN: 'stats.example.com', PREVIEW_FRAME_ORIGINS: ' https://app.kontent.ai/, https://kontent.test' },
    ];
    for (const source of sources) expect(policyEnv(source), JSON.stringify(source)).toEqual(pick(readEnv(source)));
  });
});
