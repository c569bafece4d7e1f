/**
 * robots.txt as each configuration serves it (spec 2.2): the production site (PRODUCTION_SITE=true)
 * lets crawlers in but not into drafts, internal routes and APIs; any other site is closed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const served = async (env: Record<string, string>): Promise<string[]> => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { GET } = await import('./route');
  const response = GET();
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return (await response.text()).split('\n');
};

afterEach(() => vi.unstubAllEnvs());

describe('robots.txt route', () => {
  it('production: open, with drafts, internal routes and APIs disallowed and the absolute sitemap index', async () => {
    const rules = await served({ PRODUCTION_SITE: 'true', SITE_URL: 'https://www.example.com' });
    expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /preview/', 'Disallow: /*?preview=true', 'Sitemap: https://www.example.com/sitemap.xml']));
    expect(rules).not.toContain('Disallow: /');
  });

  it('staging (the default): everything disallowed', async () => {
    const rules = await served({ PRODUCTION_SITE: 'false', SITE_URL: 'https://staging.example.com' });
    expect(rules.filter((rule) => rule.startsWith('Disallow'))).toEqual(['Disallow: /']);
    expect(rules).toContain('Sitemap: https://staging.example.com/sitemap.xml');
  });
});
