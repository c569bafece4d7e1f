/** slider_news_component (spec 3.9 news slide, 5.3 news slider). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { fixtureServices } from '../../testing/catalogue';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { SliderNews } from './SliderNews';

describe('slider_news_component', () => {
  it("with 'manual_slides' it shows the editor's slides, grey tiles as gray-50, category words in the page's language", async () => {
    const props = propsFor('slider_news_component', { selected_news_category: fx.choice('manual_slides'), slides: fx.linked('page_refit_season', 'page_boat_show'), tile_background: fx.choice('grey') }, 'es', { linked });
    const html = await renderHtml(<SliderNews {...props} data={await SliderNews.load(props, fixtureServices())} />);
    expect(html).toContain('Últimas noticias');
    expect(html.match(/class="group dg-card ed-grey"/g)).toHaveLength(2);
    expect(html).toContain('<span class="ed-cat">Nueva construcción</span>');
    expect(html).toContain('alt="Un yate en el astillero de refit"');
    expect(html).toContain('aria-roledescription="carousel"');
  });

  it('with a category it shows the newest pages of that category only (spec 5.3)', async () => {
    const props = propsFor('slider_news_component', { selected_news_category: fx.choice('charter_news'), count: fx.number(5) });
    const slides = await SliderNews.load(props, fixtureServices());
    expect(slides.map((s) => s.title)).toEqual(['Newer story', 'Middle story']);
    const html = await renderHtml(<SliderNews {...props} data={slides} />);
    expect(html).toContain('<time dateTime="2026-05-20">May 20, 2026</time>');
    expect(html).toContain('<span class="ed-cat">Charter news</span>');
    expect(html).toContain('alt="Newer story picture"');
  });

  it('one slide is not a slider', async () => {
    const props = propsFor('slider_news_component', { slides: fx.linked('page_refit_season') }, 'en', { linked });
    const html = await renderHtml(<SliderNews {...props} data={await SliderNews.load(props, fixtureServices())} />);
    expect(html).not.toContain('carousel');
    expect(html).toContain('Planning the refit season');
  });
});
