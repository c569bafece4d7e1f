import { describe, expect, it } from 'vitest';
import { openGraphFacts, pageMetadata } from './metadata';
import { toPageResult, type PageResult } from '../../schema/page';

/** A page as the resolver reads it, with the editor's og_content_type and the item's last modification. */
const pageResultSchemaSample = ({ ogContentType, lastmod = '2026-11-02T03:04:05.000Z' }: { ogContentType: string; lastmod?: string }): PageResult => {
  const parsed = toPageResult({
    system: { id: 'id-1', name: 'P', codename: 'page_p', language: 'en', type: 'page', last_modified: lastmod },
    elements: {
      title: { type: 'text', name: 'Title', value: 'About us' },
      url_slug: { type: 'url_slug', name: 'URL', value: '/about' },
      components: { type: 'modular_content', name: 'Components', value: [] },
      og_content_type: { type: 'text', name: 'Og content type', value: ogContentType },
    },
  });
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.page;
};

describe('the Open Graph type and modified time of a page (spec 2.5)', () => {
  it('og:type is the page ogContentType as written, in both languages (spec 2.5)', () => {
    for (const ogContentType of ['video.other', 'product', 'profile', 'article', 'website']) {
      expect(openGraphFacts(pageResultSchemaSample({ ogContentType }))[0]).toEqual({ property: 'og:type', content: ogContentType });
    }
    expect(openGraphFacts(pageResultSchemaSample({ ogContentType: '' }))[0]).toEqual({ property: 'og:type', content: 'website' });
  });

  it('article:modified_time is the sitemap lastmod on every page that has one, not only articles (spec 2.5)', () => {
    const lastmod = '2026-10-01T08:30:00.000Z';
    expect(openGraphFacts(pageResultSchemaSample({ ogContentType: 'website', lastmod }))).toContainEqual({ property: 'article:modified_time', content: lastmod });
    expect(openGraphFacts(pageResultSchemaSample({ ogContentType: 'website', lastmod: '' })).map((m) => m.property)).toEqual(['og:type']);
  });

  it('leaves og:type to the page, so Next does not write a second one', () => {
    for (const locale of ['en', 'es'] as const) {
      const og = pageMetadata(pageResultSchemaSample({ ogContentType: 'article' }), locale, null).openGraph;
      expect(og && 'type' in og).toBe(false);
    }
  });
});
