import { describe, expect, it } from 'vitest';
import { checkEnv, EnvError, readEnv } from './env';

const problemsOf = (source: Record<string, string>): string[] => {
  const result = checkEnv(source);
  return result.ok ? [] : result.problems;
};

describe('environment configuration', () => {
  it('defaults when nothing is set: local content and media, port 3000, the site on that port', () => {
    expect(readEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      SITE_URL_SET: false,
      PRODUCTION_SITE: false,
      KONTENT_LANGUAGES: { en: 'en', es: 'es' },
      KONTENT_EXCLUDE_ARCHIVED: false,
      CONTENT_DIR: '.data/content',
      MEDIA_DIR: '.data/media',
      FORMS_DB: '.data/forms.sqlite',
      TRUSTED_PROXIES: [],
      SEARCH_DIR: '.data/search',
      MEDIA_CONTAINER: 'media',
      PREVIEW: 'on',
      PREVIEW_GRANT_HOURS: 24,
      // Spec 4.6: Kontent.ai's web app frames previews.
      PREVIEW_FRAME_ORIGINS: ['https://app.kontent.ai'],
    });
  });

  it('forms on several servers: DATABASE_URL must be a Postgres URL and is never repeated in a message', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://site:pw@db.example.com:5432/site' }).DATABASE_URL).toBe('postgres://site:pw@db.example.com:5432/site');
    const problems = problemsOf({ DATABASE_URL: 'mysql://site:hunter2@db/site' });
    expect(problems).toEqual([expect.stringContaining('DATABASE_URL must be a Postgres connection URL')]);
    expect(problems.join()).not.toContain('hunter2');
  });

  it('TRUSTED_PROXIES takes addresses, CIDR ranges and "loopback", and refuses anything else', () => {
    expect(readEnv({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,2001:db8::1' }).TRUSTED_PROXIES).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.0/8,proxy.example.com' })).toEqual([expect.stringContaining('TRUSTED_PROXIES must be')]);
  });

  it('FORMS_HOST is gone: the form host is the site itself, on any number of servers (DATABASE_URL)', () => {
    expect(problemsOf({ FORMS_HOST: 'https://forms.example.com' })).toEqual([expect.stringContaining('FORMS_HOST is no longer read')]);
    expect(readEnv({})).not.toHaveProperty('FORMS_HOST');
  });

  it('the default SITE_URL follows PORT; an explicit one wins, without its trailing slash', () => {
    expect(readEnv({ PORT: '3101' }).SITE_URL).toBe('http://localhost:3101');
    expect(readEnv({ PORT: '3101', SITE_URL: 'https://www.example.com/' }).SITE_URL).toBe('https://www.example.com');
  });

  it('spec 2.5: tells a configured SITE_URL from the default, which names one server only', () => {
    expect(readEnv({ PORT: '3101' }).SITE_URL_SET).toBe(false);
    expect(readEnv({ SITE_URL: 'https://www.example.com' }).SITE_URL_SET).toBe(true);
  });

  it('robots: only a site configured as production may be crawled, and it must name its public address', () => {
    expect(readEnv({ SITE_URL: 'https://staging.example.com' }).PRODUCTION_SITE).toBe(false);
    expect(readEnv({ SITE_URL: 'https://www.example.com', PRODUCTION_SITE: 'true' }).PRODUCTION_SITE).toBe(true);
    expect(problemsOf({ PRODUCTION_SITE: 'yes' })).toEqual(['PRODUCTION_SITE must be true or false, got "yes"']);
    expect(problemsOf({ PRODUCTION_SITE: 'true' })).toEqual([expect.stringMatching(/PRODUCTION_SITE is true but SITE_URL is not set/)]);
  });

  it('reads every variable into typed values', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      KONTENT_ENVIRONMENT_ID: '8d1b2f3a-0000-4000-8000-000000000001',
      KONTENT_DELIVERY_KEY: 'dk',
      KONTENT_PREVIEW_KEY: 'pk',
      KONTENT_LANGUAGES: 'es:es-ES',
      KONTENT_EXCLUDE_ARCHIVED: 'true',
      CONTENT_DIR: '/srv/content',
      MEDIA_DIR: '/srv/media',
      LOCAL_DELIVERY_MAX_RESPONSE_BYTES: '4000',
      MEDIA_HOST: 'https://dam.example.com/',
      MEDIA_CONTAINER: 'c-42',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      KONTENT_LANGUAGES: { en: 'en', es: 'es-ES' },
      KONTENT_EXCLUDE_ARCHIVED: true,
      LOCAL_DELIVERY_MAX_RESPONSE_BYTES: 4000,
      MEDIA_HOST: 'https://dam.example.com',
      MEDIA_CONTAINER: 'c-42',
    });
  });

  it('an empty value counts as unset', () => {
    expect(readEnv({ PORT: '', SITE_URL: ' ', KONTENT_ENVIRONMENT_ID: '' })).toMatchObject({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
    });
    expect(readEnv({ KONTENT_ENVIRONMENT_ID: '' }).KONTENT_ENVIRONMENT_ID).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer 1-65535, got "abc"'],
    ['PORT', '0', 'PORT must be an integer 1-65535, got "0"'],
    ['PORT', '70000', 'PORT must be an integer 1-65535, got "70000"'],
    ['NODE_ENV', 'prod', 'NODE_ENV must be one of development, production, test, got "prod"'],
    ['SITE_URL', 'example.com', 'SITE_URL must be an absolute http(s) URL such as https://www.example.com, got "example.com"'],
    ['SITE_URL', 'ftp://example.com', 'SITE_URL must be an absolute http(s) URL'],
    ['KONTENT_ENVIRONMENT_ID', 'a/b', 'KONTENT_ENVIRONMENT_ID must be a Kontent environment id'],
    ['KONTENT_LANGUAGES', 'fr:fr', 'KONTENT_LANGUAGES must be locale:codename pairs for en, es, such as "en:en,es:es-ES", got "fr:fr"'],
    ['KONTENT_LANGUAGES', 'en=en', 'KONTENT_LANGUAGES must be locale:codename pairs'],
    ['KONTENT_EXCLUDE_ARCHIVED', 'yes', 'KONTENT_EXCLUDE_ARCHIVED must be true or false, got "yes"'],
    ['LOCAL_DELIVERY_MAX_RESPONSE_BYTES', 'lots', 'LOCAL_DELIVERY_MAX_RESPONSE_BYTES must be a whole number of bytes above 0, got "lots"'],
    ['LOCAL_DELIVERY_MAX_RESPONSE_BYTES', '0', 'LOCAL_DELIVERY_MAX_RESPONSE_BYTES must be a whole number of bytes above 0'],
    ['MEDIA_HOST', 'dam.example.com', 'MEDIA_HOST must be an absolute http(s) URL such as https://dam.example.com, got "dam.example.com"'],
    ['PREVIEW', 'no', 'PREVIEW must be on or off, got "no"'],
    ['PREVIEW_GRANT_HOURS', '0', 'PREVIEW_GRANT_HOURS must be a whole number of hours from 1 to 168, got "0"'],
    ['PREVIEW_GRANT_HOURS', '1.5', 'PREVIEW_GRANT_HOURS must be a whole number of hours from 1 to 168'],
  ])('a bad %s (%s) is refused with a message naming it and what it expects', (name, value, message) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('a key with spaces is refused without repeating the key', () => {
    expect(problemsOf({ KONTENT_PREVIEW_KEY: 'my secret key' })).toEqual(['KONTENT_PREVIEW_KEY must be an API key without spaces']);
  });

  it('a DAM container without a DAM host is refused: the local media service has only its own', () => {
    expect(problemsOf({ MEDIA_CONTAINER: 'c-42' })).toEqual([expect.stringContaining('MEDIA_CONTAINER is set but MEDIA_HOST is not')]);
  });

  it('several instances: a Redis URL and a CDN purge endpoint, the password and token never repeated', () => {
    expect(readEnv({ REDIS_URL: 'redis://:pw@cache.internal:6379', CDN_PURGE_URL: 'https://api.cdn.example/purge/', CDN_PURGE_TOKEN: 't0ken' })).toMatchObject({
      REDIS_URL: 'redis://:pw@cache.internal:6379',
      CDN_PURGE_URL: 'https://api.cdn.example/purge',
      CDN_PURGE_TOKEN: 't0ken',
    });
    expect(problemsOf({ REDIS_URL: 'http://cache.internal:6379' })).toEqual([expect.stringMatching(/^REDIS_URL must be a Redis URL such as redis:\/\/cache.internal:6379 \(rediss:\/\/ for TLS\)$/)]);
    expect(problemsOf({ CDN_PURGE_TOKEN: 'secret-token' })).toEqual([expect.stringContaining('CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not')]);
  });

  it('every bad variable is reported at once, and readEnv throws them in one EnvError', () => {
    expect(() => readEnv({ PORT: 'abc', NODE_ENV: 'prod' })).toThrow(EnvError);
    expect(() => readEnv({ PORT: 'abc', NODE_ENV: 'prod' })).toThrow(/NODE_ENV must be[\s\S]*PORT must be/);
  });

  it('preview: on, with a 24-hour grant, unless switched off or shortened', () => {
    expect(readEnv({})).toMatchObject({ PREVIEW: 'on', PREVIEW_GRANT_HOURS: 24 });
    expect(readEnv({ PREVIEW: 'off', PREVIEW_GRANT_HOURS: '2' })).toMatchObject({ PREVIEW: 'off', PREVIEW_GRANT_HOURS: 2 });
  });

  it('variables it does not know are ignored', () => {
    expect(checkEnv({ HOME: '/root', PATH: '/bin' }).ok).toBe(true);
  });
});
