// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { charterPage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { JumpTo } from '../JumpTo/JumpTo';
import { YachtFeature } from './YachtFeature';

describe('yacht_feature_component and jump_to_component (spec 3.4, 4.5)', () => {
  it('features under their category, with the section anchor', async () => {
    const page = await renderDom(<YachtFeature {...propsFor('yacht_feature_component', { title: fx.text('On board') }, 'en', { page: charterPage, linked: yachtLinked })} />);
    expect(page.container.querySelector('#features')).not.toBeNull();
    expect(page.getByRole('heading', { name: 'On board' })).toBeTruthy();
    expect(page.getByText('Guest area')).toBeTruthy();
    expect(page.getByText('Swimming pool')).toBeTruthy();
  });

  it('names categories and features in Spanish on a Spanish page (the yacht data names them in English)', async () => {
    const page = await renderDom(<YachtFeature {...propsFor('yacht_feature_component', {}, 'es', { page: charterPage, linked: yachtLinked })} />);
    expect(page.getByText('Zonas de invitados')).toBeTruthy();
    expect(page.getByText('Piscina')).toBeTruthy();
    expect(page.queryByText('Guest area')).toBeNull();
    expect(page.queryByText('Swimming pool')).toBeNull();
  });

  it('links to the sections, hides those missing from the page, and a sticky contact link', async () => {
    const menu = await renderDom(<JumpTo {...propsFor('jump_to_component', { sections: fx.choice('specification', 'overview') })} />);
    const targets = menu.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets.filter((href) => href === '#overview' || href === '#specification')).toEqual(['#overview', '#specification']);
    expect(targets).not.toContain('#gallery');
    // A missing section's link is hidden by the stylesheet's rule for it (site/app/styles/yacht.css), not by the page's.
    expect(menu.container.querySelector('style')).toBeNull();
    const contact = menu.container.querySelector('a[data-drawer="contact-broker"]');
    expect(contact).not.toBeNull();
    expect(contact?.closest('.sticky, [class*="sticky"]')).not.toBeNull();
  });
});
