/** articles_slider_component: article tiles that slide; one tile is not a slider. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ArticlesSlider } from './ArticlesSlider';

describe('articles_slider_component', () => {
  it('two tiles with pictures become a labelled carousel, with the button below', async () => {
    const html = await renderHtml(<ArticlesSlider {...propsFor('articles_slider_component', { title: fx.text('More to read'), articles: fx.linked('page_refit_season', 'page_boat_show'), link: fx.linked('ed_all_news') }, 'en', { linked })} />);
    expect(html).toContain('aria-roledescription="carousel" aria-label="More to read: slides"');
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(2);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toContain('>All news<');
  });

  it('one tile is drawn alone, with its heading in Spanish by default', async () => {
    const html = await renderHtml(<ArticlesSlider {...propsFor('articles_slider_component', { articles: fx.linked('page_refit_season') }, 'es', { linked })} />);
    expect(html).not.toContain('carousel');
    expect(html).toContain('Más artículos');
    expect(html).toContain('Planning the refit season');
  });
});
