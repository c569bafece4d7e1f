import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../schema/media';
import type { YachtCardData } from '../../schema/yacht/card';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
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
  length: { m: '52.0 m', ft: "170' 7\"" },
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
  it('shows the picture, name and link, both units, guests, cabins, each price with its rate and the ribbon', () => {
    const html = renderToStaticMarkup(<YachtCard card={card} labels={labels} />);
    expect(html).toContain('data-yacht-card="Y1"');
    expect(html).toContain('<a href="/yacht-for-charter/aurora/"');
    expect(html).toMatch(/<img[^>]*alt="Aurora at anchor"[^>]*loading="lazy"/);
    expect(html).toContain('srcSet="/media/a1/aurora.jpg?p=yacht-thumbnail 480w');
    expect(html).toContain('<span data-unit="m">52.0 m</span>');
    // The bare rate, not the hero's whole sentence: it would be repeated on every card of a list.
    expect(html).toContain('<span data-cur="usd" title="1 EUR = 1.0800 USD">From Approx $270,000 p/week</span>');
    expect(html).not.toContain('approximate conversion calculated');
    expect(html).toContain('Central agency');
    expect(html).toContain('aria-label="Add to comparison"');
  });

  it('a ghost yacht (no price) invites to view it instead', () => {
    expect(renderToStaticMarkup(<YachtCard card={{ ...card, prices: null }} labels={labels} />)).toContain('View yacht');
  });

  it('the page carries only what the card draws: no codename, market type, description or blurhash', () => {
    const sent = JSON.stringify(toCardView(card));
    for (const unseen of ['yacht_aurora', 'marketType', 'A long description', 'blurhash', 'vttSrc']) expect(sent).not.toContain(unseen);
    expect(sent.length).toBeLessThan(JSON.stringify(card).length * 0.8);
  });
});
