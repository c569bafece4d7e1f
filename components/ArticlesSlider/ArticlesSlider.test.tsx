// @vitest-environment happy-dom
/** articles_slider_component: article tiles that slide; one tile is not a slider. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ArticlesSlider } from './ArticlesSlider';

describe('articles_slider_component', () => {
  it('two tiles with pictures become a labelled carousel, with the button below', async () => {
    const page = await renderDom(
      <ArticlesSlider
        {...propsFor('articles_slider_component', { title: fx.text('More to read'), articles: fx.linked('page_refit_season', 'page_boat_show'), link: fx.linked('ed_all_news') }, 'en', { linked })}
      />,
    );
    const carousel = page.getByLabelText('More to read: slides');
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.querySelectorAll('.swiper-slide')).toHaveLength(2);
    expect(page.container.querySelectorAll('img')).toHaveLength(2);
    expect(page.getByRole('link', { name: 'All news' })).toBeTruthy();
  });

  it('one tile is drawn alone, with its heading in Spanish by default', async () => {
    const page = await renderDom(<ArticlesSlider {...propsFor('articles_slider_component', { articles: fx.linked('page_refit_season') }, 'es', { linked })} />);
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(page.getByRole('heading', { name: 'Más artículos' })).toBeTruthy();
    expect(page.getAllByText('Planning the refit season').length).toBeGreaterThan(0);
  });
});
