import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { charterPage, sampleSailItem, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { DeckPlan } from './DeckPlan';

describe('deck_plan_component', () => {
  it('shows the plans under the motor drawing, each opening the lightbox (spec 3.3, 3.5)', async () => {
    const html = await renderHtml(<DeckPlan {...propsFor('deck_plan_component', {}, 'en', { page: charterPage(), linked: [sampleYachtItem] })} />);
    expect(html).toContain('data-rig="motor"');
    expect(html).toContain('aria-label="Motor yacht"');
    expect(html).toContain('<use href="/icons.svg#rig-motor"></use>');
    expect(html).toContain('>Deckplan</h2>');
    expect(html).toContain('data-lightbox-index="0"');
    expect(html).toContain('General arrangement');
  });

  it('draws a sailing yacht for powerorsail Sail, under the label the editor gave', async () => {
    const props = propsFor('deck_plan_component', { label: fx.text('Deck plans') }, 'en', { page: charterPage(undefined, 'yacht_sail'), linked: [sampleSailItem] });
    const html = await renderHtml(<DeckPlan {...props} />);
    expect(html).toContain('data-rig="sail"');
    expect(html).toContain('<use href="/icons.svg#rig-sail"></use>');
    expect(html).toContain('>Deck plans</h2>');
  });

  it('renders nothing when the yacht has no deck plans', async () => {
    expect(await renderHtml(<DeckPlan {...propsFor('deck_plan_component', {}, 'en', { page: charterPage(null), linked: [sampleYachtItem] })} />)).toBe('');
  });
});
