// @vitest-environment happy-dom
/** article_grid_component (spec 3.9 tiles, 4.7 pictures, 5.3 tags, 2.14 links) as a visitor sees it. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ArticleGrid } from './ArticleGrid';

const grid = (locale: 'en' | 'es' = 'en', extra: Record<string, unknown> = {}) =>
  propsFor('article_grid_component', { title: fx.text('Latest'), articles: fx.linked('page_refit_season', 'page_boat_show'), ...extra }, locale, { linked });

describe('article_grid_component', () => {
  it("shows each tile's picture: the cover when the page has none of its own (spec 4.7), else its own", async () => {
    const sources = [...(await renderDom(<ArticleGrid {...grid()} />)).container.querySelectorAll('img')].map((img) => [img.getAttribute('src')?.split('?')[0], img.alt]);
    expect(sources).toContainEqual(['/media/cover-1/refit-yard.jpg', 'A yacht in the refit yard']);
    expect(sources.map(([src]) => src)).toContain('/media/5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a10/yacht-at-anchor.jpg');
  });

  it('titles fall back to the page title; category, dates as <time>, description, tags and office show', async () => {
    const page = await renderDom(<ArticleGrid {...grid()} />);
    expect(page.getByRole('heading', { name: 'Planning the refit season' })).toBeTruthy();
    expect(page.getByRole('heading', { name: /^Monaco Yacht Show/ })).toBeTruthy();
    const dates = [...page.container.querySelectorAll('time')].map((time) => [time.getAttribute('datetime'), time.textContent]);
    expect(dates).toEqual([
      ['2026-10-02', 'October 2, 2026'],
      ['2026-09-23', 'September 23, 2026'],
      ['2026-09-26', 'September 26, 2026'],
    ]);
    expect(page.getByText('September 23, 2026').parentElement?.textContent).toContain('September 23, 2026 – September 26, 2026');
    expect(page.getByText(/Yard slots fill early/)).toBeTruthy();
    const tags = page.getAllByRole('list', { name: 'Tags' }).map((list) => [...list.querySelectorAll('li')].map((tag) => tag.textContent));
    expect(tags).toContainEqual(['Refit', 'Shipyards', 'Winter']);
    expect(page.getByText(/Office: Monaco/)).toBeTruthy();
  });

  it('internal tiles link to the localised page; external ones open in a new tab (spec 2.14)', async () => {
    const es = await renderDom(<ArticleGrid {...grid('es')} />);
    const links = es.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/es/news-detail/refit-season/');
    expect(es.getByText('2 de octubre de 2026').getAttribute('datetime')).toBe('2026-10-02');
    expect(es.getAllByText(/Leer más/).length).toBeGreaterThan(0);
    // The page type is named in the page's language: the CMS gives one name for every language.
    expect(es.getByText('Noticias')).toBeTruthy();
    expect(es.getByText('Eventos')).toBeTruthy();
    expect(es.queryByText('News')).toBeNull();
    const external = links.filter((link) => link.getAttribute('href') === 'https://www.monacoyachtshow.com/');
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'nofollow noopener noreferrer']);
  });

  it('draws nothing without articles, and the square format when chosen', async () => {
    expect((await renderDom(<ArticleGrid {...propsFor('article_grid_component', { articles: fx.linked() })} />)).container.childNodes).toHaveLength(0);
    expect((await renderDom(<ArticleGrid {...grid('en', { image_format: fx.choice('square') })} />)).container.querySelector('.ed-sq')).not.toBeNull();
  });
});
