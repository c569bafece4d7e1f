// @vitest-environment happy-dom
/** slider_articles_component: featured articles one at a time. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SliderArticles } from './SliderArticles';

describe('slider_articles_component', () => {
  it('each featured article shows its picture, date, title, description and a link naming it', async () => {
    const page = await renderDom(<SliderArticles {...propsFor('slider_articles_component', { articles: fx.linked('page_refit_season', 'page_boat_show') }, 'en', { linked })} />);
    expect(page.getByLabelText('Featured articles: slides').getAttribute('aria-roledescription')).toBe('carousel');
    expect(page.getAllByRole('img', { name: 'A yacht in the refit yard' }).length).toBeGreaterThan(0);
    expect([...page.container.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toContain('2026-10-02');
    expect(page.getByRole('link', { name: /^Read more\s*: Planning the refit season$/ }).getAttribute('href')).toBe('/news-detail/refit-season/');
  });

  it('speaks Spanish on Spanish pages and is a plain figure with one article', async () => {
    const page = await renderDom(<SliderArticles {...propsFor('slider_articles_component', { articles: fx.linked('page_refit_season') }, 'es', { linked })} />);
    expect(page.container.textContent).toContain('Artículos destacados');
    expect(page.getByRole('link', { name: /^Leer más/ })).toBeTruthy();
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});
