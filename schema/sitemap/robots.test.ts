import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robots.txt (spec 2.2)', () => {
  it('production: crawlers kept out of drafts, internal routes and APIs; the sitemap index named absolutely', () => {
    const txt = robotsTxt({ siteUrl: 'https://www.example.com', production: true });
    const rules = txt.split('\n');
    for (const path of ['/api/', '/pages/', '/missing/', '/preview/', '/search-page/', '/forms/', '/*?preview=true']) expect(rules).toContain(`Disallow: ${path}`);
    expect(rules).not.toContain('Disallow: /');
    expect(rules).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('any other site disallows everything', () => {
    const rules = robotsTxt({ siteUrl: 'https://staging.example.com', production: false }).split('\n');
    expect(rules.filter((r) => r.startsWith('Disallow'))).toEqual(['Disallow: /']);
  });
});
