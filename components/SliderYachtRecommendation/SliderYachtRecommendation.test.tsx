/** slider_yacht_recommendation_component (spec 7.2 Recommend related-products) against the embedded engine. */
import { describe, expect, it } from 'vitest';
import { charterPage, ghostPage } from '../../schema/components/yacht-page.fixtures-kit';
import type { PageContext } from '../../schema/define';
import { fixtureCatalogue, fixtureServices } from '../../testing/catalogue';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { load } from './load';
import { SliderYachtRecommendation } from './SliderYachtRecommendation';

describe('slider_yacht_recommendation_component (Recommend related-products)', () => {
  const props = (page: PageContext) => propsFor('slider_yacht_recommendation_component', {}, 'en', { page });
  const render = async (page: PageContext) => renderHtml(<SliderYachtRecommendation {...props(page)} data={await SliderYachtRecommendation.load(props(page), fixtureServices())} />);

  it('related yachts of the page\'s market view, never the yacht itself', async () => {
    const cards = await load(props(charterPage), fixtureCatalogue());
    expect(cards.map((card) => card.name).sort()).toEqual(['Boreas', 'Calypso']);
    expect(cards.every((card) => card.view === 'charter' && card.href?.startsWith('/yacht-for-charter/'))).toBe(true);
  });

  it('a yacht without a record (a ghost) has no recommendations, and the page shows nothing', async () => {
    expect(await load(props(ghostPage), fixtureCatalogue())).toEqual([]);
    expect(await render(ghostPage)).toBe('');
  });

  it('draws the block under the default title, with the related yachts as links for a browser without JavaScript', async () => {
    const html = await render(charterPage);
    expect(html).toContain('Similar yachts');
    expect(html).toMatch(/<noscript>.*href="\/yacht-for-charter\/boreas\/".*<\/noscript>/s);
    expect(html).toContain('href="/yacht-for-charter/calypso/"');
  });

  it('leaves the cards to the browser, which asks the similar-yachts route for this yacht and language when the visitor nears them', async () => {
    const html = await render(charterPage);
    expect(html).not.toContain('data-yacht-card');
    expect(html).toContain('data-similar-yachts="waiting"');
  });
});
