import { describe, expect, it } from 'vitest';
import { robotsString, toPageResult } from './page';
import type { ContentItem } from './kontent';

const choice = (...codenames: string[]) => ({ type: 'multiple_choice', name: 'x', value: codenames.map((c) => ({ name: c, codename: c })) });
const text = (value: string) => ({ type: 'text', name: 'x', value });

const item = (elements: ContentItem['elements']): ContentItem => ({
  system: { id: 'id-1', name: 'About', codename: 'page_about', language: 'en', type: 'page', last_modified: '2026-01-02T03:04:05Z' },
  elements: {
    title: text('About us'),
    url_slug: { type: 'url_slug', name: 'URL', value: '/about' },
    components: { type: 'modular_content', name: 'Components', value: ['c1'] },
    ...elements,
  },
});

describe('spec 5.4 robots string', () => {
  it.each([
    [{ noindex: false, nofollow: false, noarchive: false, nosnippet: false }, 'index, follow'],
    [{ noindex: true, nofollow: false, noarchive: false, nosnippet: false }, 'noindex, follow'],
    [{ noindex: true, nofollow: true, noarchive: true, nosnippet: true }, 'noindex, nofollow, noarchive, nosnippet'],
    [{ noindex: false, nofollow: false, noarchive: false, nosnippet: true }, 'index, follow, nosnippet'],
  ])('%o gives %s', (flags, expected) => expect(robotsString(flags)).toBe(expected));
});

describe('spec 3.1 page result', () => {
  it('falls back from description to additional_info_description and back', () => {
    const result = toPageResult(item({ additional_info_description: text('Tile text') }));
    expect(result.ok && result.page.seoDescription).toBe('Tile text');
    expect(result.ok && result.page.additionalInfoDescription).toBe('Tile text');
    const both = toPageResult(item({ description: text('SEO'), additional_info_description: text('Tile') }));
    expect(both.ok && [both.page.seoDescription, both.page.additionalInfoDescription]).toEqual(['SEO', 'Tile']);
  });
  it('maps flags, og type default, breadcrumbs title fallback and lastmod', () => {
    const result = toPageResult(item({ noindex: choice('yes'), deactivate_breadcrumbs: choice('yes') }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.page.robots).toBe('noindex, follow');
    expect(result.page.flags.deactivateBreadcrumbs).toBe(true);
    expect(result.page.ogContentType).toBe('website');
    expect(result.page.breadcrumbsTitle).toBe('About us');
    expect(result.page.sitemap.lastmod).toBe('2026-01-02T03:04:05Z');
  });
  it('reports a page without a title as invalid, naming the element', () => {
    const result = toPageResult(item({ title: text('  ') }));
    expect(result).toEqual({ ok: false, problem: 'title: Page title is required' });
  });
});
