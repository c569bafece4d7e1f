// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ListingPager } from './ListingPager';

const hrefs = ['/yachts/', '/yachts/page/2/', '/yachts/page/3/'];
const render = (page: number) => renderDom(<ListingPager paging={{ page, hrefs }} t={wordsIn('en')} />);
const relOf = (links: HTMLElement[], rel: string) => links.find((link) => link.getAttribute('rel') === rel);

describe('listing pager', () => {
  it('links every page by number, naming each and marking the current one', async () => {
    const pager = await render(2);
    const nav = pager.getByRole('navigation', { name: 'Pages of this list' });
    const first = pager.getByRole('link', { name: 'Page 1' });
    expect([first.getAttribute('href'), first.textContent, first.hasAttribute('aria-current')]).toEqual(['/yachts/', '1', false]);
    const current = pager.getByRole('link', { name: 'Page 2' });
    expect([current.getAttribute('href'), current.textContent, current.getAttribute('aria-current')]).toEqual(['/yachts/page/2/', '2', 'page']);
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('previous and next are links to the neighbouring pages, and only placeholders at either end', async () => {
    const middle = (await render(2)).getAllByRole('link');
    const previous = relOf(middle, 'prev');
    expect([previous?.getAttribute('href'), previous?.textContent]).toEqual(['/yachts/', expect.stringContaining('Previous')]);
    const next = relOf(middle, 'next');
    expect([next?.getAttribute('href'), next?.textContent]).toEqual(['/yachts/page/3/', expect.stringContaining('Next')]);
    const start = await render(1);
    expect(relOf(start.getAllByRole('link'), 'prev')).toBeUndefined();
    expect(relOf((await render(3)).getAllByRole('link'), 'next')).toBeUndefined();
    // The missing step keeps its place but is no link, and is hidden from assistive technology.
    expect(start.container.querySelector('span[aria-hidden="true"].pg-off')).not.toBeNull();
  });
});
