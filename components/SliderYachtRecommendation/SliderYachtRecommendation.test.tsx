// @vitest-environment happy-dom
/** slider_yacht_recommendation_component (spec 7.2 Recommend related-products) against the embedded engine. */
import { describe, expect, it } from 'vitest';
import { charterPage, ghostPage } from '../../schema/components/yacht-page.fixtures-kit';
import type { PageContext } from '../../schema/define';
import { fixtureCatalogue, fixtureServices } from '../../testing/catalogue';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { load } from './load';
import { SliderYachtRecommendation } from './SliderYachtRecommendation';

describe('slider_yacht_recommendation_component (Recommend related-products)', () => {
  const props = (page: PageContext) => propsFor('slider_yacht_recommendation_component', {}, 'en', { page });
  const render = async (page: PageContext) => renderDom(<SliderYachtRecommendation {...props(page)} data={await SliderYachtRecommendation.load(props(page), fixtureServices())} />);

  it("related yachts of the page's market view, never the yacht itself", async () => {
    const cards = await load(props(charterPage), fixtureCatalogue());
    expect(cards.map((card) => card.name).sort()).toEqual(['Boreas', 'Calypso']);
    expect(cards.every((card) => card.view === 'charter' && card.href?.startsWith('/yacht-for-charter/'))).toBe(true);
  });

  it('a yacht without a record (a ghost) has no recommendations, and the page shows nothing', async () => {
    expect(await load(props(ghostPage), fixtureCatalogue())).toEqual([]);
    expect((await render(ghostPage)).container.childNodes).toHaveLength(0);
  });

  it('draws the block under the default title, with the related yachts as links for a browser without JavaScript', async () => {
    const page = await render(charterPage);
    expect(page.getByText('Similar yachts')).toBeTruthy();
    const withoutScripts = [...page.container.querySelectorAll('noscript a')].map((link) => link.getAttribute('href'));
    expect(withoutScripts).toContain('/yacht-for-charter/boreas/');
    expect(withoutScripts).toContain('/yacht-for-charter/calypso/');
  });

  it('leaves the cards to the browser, which asks the similar-yachts route for this yacht and language when the visitor nears them', async () => {
    const { container } = await render(charterPage);
    expect(container.querySelector('[data-yacht-card]')).toBeNull();
    expect(container.querySelector('[data-similar-yachts]')?.getAttribute('data-similar-yachts')).toBe('waiting');
  });
});
