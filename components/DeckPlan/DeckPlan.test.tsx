// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { charterPage, sampleSailItem, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { DeckPlan } from './DeckPlan';

describe('deck_plan_component', () => {
  it('shows the plans under the motor drawing, each opening the lightbox (spec 3.3, 3.5)', async () => {
    const page = await renderDom(<DeckPlan {...propsFor('deck_plan_component', {}, 'en', { page: charterPage(), linked: [sampleYachtItem] })} />);
    const rig = page.getByRole('img', { name: 'Motor yacht' });
    expect(rig.closest('[data-rig]')?.getAttribute('data-rig')).toBe('motor');
    expect(rig.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#rig-motor');
    expect(page.getByRole('heading', { level: 2, name: 'Deckplan' })).toBeTruthy();
    expect(page.container.querySelector('[data-lightbox-index="0"]')).not.toBeNull();
    expect(page.getAllByText(/General arrangement/).length).toBeGreaterThan(0);
  });

  it('draws a sailing yacht for powerorsail Sail, under the label the editor gave', async () => {
    const props = propsFor('deck_plan_component', { label: fx.text('Deck plans') }, 'en', { page: charterPage(undefined, 'yacht_sail'), linked: [sampleSailItem] });
    const page = await renderDom(<DeckPlan {...props} />);
    expect(page.container.querySelector('[data-rig]')?.getAttribute('data-rig')).toBe('sail');
    expect(page.container.querySelector('[data-rig] use')?.getAttribute('href')).toBe('/icons.svg#rig-sail');
    expect(page.getByRole('heading', { level: 2, name: 'Deck plans' })).toBeTruthy();
  });

  it('renders nothing when the yacht has no deck plans', async () => {
    expect((await renderDom(<DeckPlan {...propsFor('deck_plan_component', {}, 'en', { page: charterPage(null), linked: [sampleYachtItem] })} />)).container.childNodes).toHaveLength(0);
  });
});
