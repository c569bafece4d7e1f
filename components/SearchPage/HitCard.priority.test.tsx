// @vitest-environment happy-dom
/**
 * Spec 2.10 on a phone: the first result's photo is the search page's largest paint, so it is
 * fetched at once and ahead of the rest; every later card's photo waits until it nears the screen.
 */
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { HitCard } from './HitCard';
import { yachtHitSchema } from './hits';

const hit = yachtHitSchema.parse({
  objectID: 'y_charter',
  url: '/yacht-for-charter/aurora/',
  content: { yachtid: 'Y1', name: 'Aurora', type: 'charter', image: { url: '/media/a/aurora.jpg', alt: 'Aurora at anchor' }, loaMeter: 50, loaFeet: 164, exchangePrices: {} },
});

const photo = async (first: boolean) => {
  const view = await renderDom(<HitCard hit={hit} labels={wordsOf(wordsIn('en'), 'yachtList.card')} locale="en" onOpen={() => undefined} first={first} />);
  return view.getByRole('img', { name: 'Aurora at anchor' });
};

describe("spec 2.10: the search results' first photo comes first", () => {
  it('the first card asks for its photo at once and at high priority', async () => {
    const img = await photo(true);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
  });

  it('a later card waits for its photo to near the screen', async () => {
    const img = await photo(false);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });
});
