// @vitest-environment happy-dom
/** slider_news_component (spec 3.9 news slide, 5.3 news slider). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { fixtureServices } from '../../testing/catalogue';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SliderNews } from './SliderNews';

describe('slider_news_component', () => {
  it("with 'manual_slides' it shows the editor's slides, grey tiles as gray-50, category words in the page's language", async () => {
    const props = propsFor(
      'slider_news_component',
      { selected_news_category: fx.choice('manual_slides'), slides: fx.linked('page_refit_season', 'page_boat_show'), tile_background: fx.choice('grey') },
      'es',
      { linked },
    );
    const page = await renderDom(<SliderNews {...props} data={await SliderNews.load(props, fixtureServices())} />);
    expect(page.container.textContent).toContain('Últimas noticias');
    expect(page.container.querySelectorAll('.dg-card.ed-grey')).toHaveLength(2);
    expect(page.getAllByText('Nueva construcción').length).toBeGreaterThan(0);
    expect(page.getAllByRole('img', { name: 'Un yate en el astillero de refit' }).length).toBeGreaterThan(0);
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
  });

  it('with a category it shows the newest pages of that category only (spec 5.3)', async () => {
    const props = propsFor('slider_news_component', { selected_news_category: fx.choice('charter_news'), count: fx.number(5) });
    const slides = await SliderNews.load(props, fixtureServices());
    expect(slides.map((s) => s.title)).toEqual(['Newer story', 'Middle story']);
    const page = await renderDom(<SliderNews {...props} data={slides} />);
    expect(page.getByText('May 20, 2026').getAttribute('datetime')).toBe('2026-05-20');
    expect(page.getAllByText('Charter news').length).toBeGreaterThan(0);
    expect(page.getByRole('img', { name: 'Newer story picture' })).toBeTruthy();
  });

  it('one slide is not a slider', async () => {
    const props = propsFor('slider_news_component', { slides: fx.linked('page_refit_season') }, 'en', { linked });
    const page = await renderDom(<SliderNews {...props} data={await SliderNews.load(props, fixtureServices())} />);
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(page.getAllByText('Planning the refit season').length).toBeGreaterThan(0);
  });
});
