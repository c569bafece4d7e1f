/** article_grid_component (spec 3.9 tiles, 4.7 pictures, 5.3 tags, 2.14 links) as a visitor sees it. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ArticleGrid } from './ArticleGrid';

const grid = (locale: 'en' | 'es' = 'en', extra: Record<string, unknown> = {}) =>
  propsFor('article_grid_component', { title: fx.text('Latest'), articles: fx.linked('page_refit_season', 'page_boat_show'), ...extra }, locale, { linked });

describe('article_grid_component', () => {
  it("shows each tile's picture: the cover when the page has none of its own (spec 4.7), else its own", async () => {
    const html = await renderHtml(<ArticleGrid {...grid()} />);
    expect(html).toMatch(/<img[^>]+src="\/media\/cover-1\/refit-yard\.jpg\?[^"]*"[^>]+alt="A yacht in the refit yard"/);
    expect(html).toContain('src="/media/5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a10/yacht-at-anchor.jpg?');
  });

  it('titles fall back to the page title; category, dates as <time>, description, tags and office show', async () => {
    const html = await renderHtml(<ArticleGrid {...grid()} />);
    expect(html).toContain('>Planning the refit season');
    expect(html).toContain('>Monaco Yacht Show');
    expect(html).toContain('<time dateTime="2026-10-02">October 2, 2026</time>');
    expect(html).toContain('<time dateTime="2026-09-23">September 23, 2026</time> – <time dateTime="2026-09-26">September 26, 2026</time>');
    expect(html).toContain('Yard slots fill early');
    expect(html).toMatch(/<ul class="ed-tags" aria-label="Tags"><li>Refit<\/li><li>Shipyards<\/li><li>Winter<\/li><\/ul>/);
    expect(html).toContain('Office: Monaco');
  });

  it('internal tiles link to the localised page; external ones open in a new tab (spec 2.14)', async () => {
    const es = await renderHtml(<ArticleGrid {...grid('es')} />);
    expect(es).toContain('href="/es/news-detail/refit-season/"');
    expect(es).toContain('<time dateTime="2026-10-02">2 de octubre de 2026</time>');
    expect(es).toContain('Leer más');
    // The page type is named in the page's language: the CMS gives one name for every language.
    expect(es).toContain('<span class="ed-cat">Noticias</span>');
    expect(es).toContain('<span class="ed-cat">Eventos</span>');
    expect(es).not.toContain('<span class="ed-cat">News</span>');
    expect(es).toMatch(/href="https:\/\/www\.monacoyachtshow\.com\/"[^>]*target="_blank" rel="nofollow noopener noreferrer"/);
  });

  it('draws nothing without articles, and the square format when chosen', async () => {
    expect(await renderHtml(<ArticleGrid {...propsFor('article_grid_component', { articles: fx.linked() })} />)).toBe('');
    expect(await renderHtml(<ArticleGrid {...grid('en', { image_format: fx.choice('square') })} />)).toContain('class="yc-media ed-sq"');
  });
});
