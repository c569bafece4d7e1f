// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../schema/media';
import type { YachtCardData } from '../../schema/yacht/card';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { toCardView } from './card-view';
import { YachtCard } from './YachtCard';

const image: MediaItem = {
  id: 'a1',
  url: '/media/a1/aurora.jpg',
  name: 'aurora.jpg',
  type: 'image/jpeg',
  width: 1600,
  height: 1000,
  alt: 'Aurora at anchor',
  title: null,
  description: 'A long description the card never shows',
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  videoPoster: null,
  vttSrc: null,
  isImage: true,
  isVideo: false,
  isAudio: false,
  isPdf: false,
};
const card: YachtCardData = {
  codename: 'yacht_aurora',
  yachtId: 'Y1',
  name: 'Aurora',
  view: 'charter',
  marketType: 'charter',
  href: '/yacht-for-charter/aurora/',
  length: { m: '52.0 m', ft: '170\' 7"' },
  guests: 12,
  cabins: 6,
  prices: {
    eur: { text: 'From €250,000 p/week', tooltip: null, rate: null },
    usd: {
      text: 'From Approx $270,000 p/week',
      tooltip: 'This price is an approximate conversion calculated according to the following conversion rate: 1 EUR = 1.0800 USD',
      rate: '1 EUR = 1.0800 USD',
    },
    aud: null,
    gbp: null,
  },
  ribbon: { source: 'editor', text: 'Central agency' },
  image,
};
const labels = wordsOf(wordsIn('en'), 'yachtList.card');

describe('yacht card (spec 3.3 teaser) from compact data', () => {
  it('shows the picture, name and link, both units, guests, cabins, each price with its rate and the ribbon', async () => {
    const page = await renderDom(<YachtCard card={card} labels={labels} />);
    expect(page.container.querySelector('[data-yacht-card]')?.getAttribute('data-yacht-card')).toBe('Y1');
    expect(page.getByRole('link', { name: 'Aurora' }).getAttribute('href')).toBe('/yacht-for-charter/aurora/');
    const picture = page.getByRole('img', { name: 'Aurora at anchor' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('srcset')).toMatch(/^\/media\/a1\/aurora\.jpg\?p=yacht-thumbnail 480w/);
    expect(page.getByText('52.0 m').getAttribute('data-unit')).toBe('m');
    // The bare rate, not the hero's whole sentence: it would be repeated on every card of a list.
    const usd = page.getByText('From Approx $270,000 p/week');
    expect([usd.getAttribute('data-cur'), usd.getAttribute('title')]).toEqual(['usd', '1 EUR = 1.0800 USD']);
    expect(page.container.innerHTML).not.toContain('approximate conversion calculated');
    expect(page.getByText('Central agency')).toBeTruthy();
    expect(page.getByRole('button', { name: 'Add to comparison' })).toBeTruthy();
  });

  it('a ghost yacht (no price) invites to view it instead', async () => {
    expect((await renderDom(<YachtCard card={{ ...card, prices: null }} labels={labels} />)).getByText('View yacht')).toBeTruthy();
  });

  it('the page carries only what the card draws: no codename, market type, description or blurhash', () => {
    const sent = JSON.stringify(toCardView(card));
    for (const unseen of ['yacht_aurora', 'marketType', 'A long description', 'blurhash', 'vttSrc']) expect(sent).not.toContain(unseen);
    expect(sent.length).toBeLessThan(JSON.stringify(card).length * 0.8);
  });
});
