import { renderToStaticMarkup } from 'react-dom/server';
import { wordsIn } from '../../testing/component-kit';
import { describe, expect, it } from 'vitest';
import { ListingPager } from './ListingPager';

const hrefs = ['/yachts/', '/yachts/page/2/', '/yachts/page/3/'];
const render = (page: number) => renderToStaticMarkup(<ListingPager paging={{ page, hrefs }} t={wordsIn('en')} />);

describe('listing pager', () => {
  it('links every page by number, naming each and marking the current one', () => {
    const html = render(2);
    expect(html).toContain('<nav aria-label="Pages of this list"');
    expect(html).toContain('<a href="/yachts/" aria-label="Page 1" class="pg-num">1</a>');
    expect(html).toContain('<a href="/yachts/page/2/" aria-label="Page 2" aria-current="page" class="pg-num">2</a>');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('previous and next are links to the neighbouring pages, and only placeholders at either end', () => {
    expect(render(2)).toMatch(/<a href="\/yachts\/" rel="prev"[^>]*>.*Previous/);
    expect(render(2)).toMatch(/<a href="\/yachts\/page\/3\/" rel="next"[^>]*>.*Next/);
    expect(render(1)).not.toContain('rel="prev"');
    expect(render(3)).not.toContain('rel="next"');
    expect(render(1)).toMatch(/<span aria-hidden="true" class="pg-step pg-off">/);
  });
});
