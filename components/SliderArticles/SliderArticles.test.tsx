/** slider_articles_component: featured articles one at a time. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { SliderArticles } from './SliderArticles';

describe('slider_articles_component', () => {
  it('each featured article shows its picture, date, title, description and a link naming it', async () => {
    const html = await renderHtml(<SliderArticles {...propsFor('slider_articles_component', { articles: fx.linked('page_refit_season', 'page_boat_show') }, 'en', { linked })} />);
    expect(html).toContain('aria-roledescription="carousel" aria-label="Featured articles: slides"');
    expect(html).toContain('alt="A yacht in the refit yard"');
    expect(html).toContain('<time dateTime="2026-10-02">');
    expect(html).toMatch(/href="\/news-detail\/refit-season\/"[^>]*>Read more<span class="sr-only">: Planning the refit season<\/span>/);
  });

  it('speaks Spanish on Spanish pages and is a plain figure with one article', async () => {
    const html = await renderHtml(<SliderArticles {...propsFor('slider_articles_component', { articles: fx.linked('page_refit_season') }, 'es', { linked })} />);
    expect(html).toContain('Artículos destacados');
    expect(html).toContain('Leer más');
    expect(html).not.toContain('carousel');
  });
});
