import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { charterPage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { JumpTo } from '../JumpTo/JumpTo';
import { YachtFeature } from './YachtFeature';

describe('yacht_feature_component and jump_to_component (spec 3.4, 4.5)', () => {
  it('features under their category, with the section anchor', () => {
    const html = renderToStaticMarkup(<YachtFeature {...propsFor('yacht_feature_component', { title: fx.text('On board') }, 'en', { page: charterPage, linked: yachtLinked })} />);
    expect(html).toContain('id="features"');
    expect(html).toContain('On board');
    expect(html).toContain('Guest area');
    expect(html).toContain('Swimming pool');
  });

  it('names categories and features in Spanish on a Spanish page (the yacht data names them in English)', () => {
    const html = renderToStaticMarkup(<YachtFeature {...propsFor('yacht_feature_component', {}, 'es', { page: charterPage, linked: yachtLinked })} />);
    expect(html).toContain('Zonas de invitados');
    expect(html).toContain('Piscina');
    expect(html).not.toContain('Guest area');
    expect(html).not.toContain('Swimming pool');
  });

  it('links to the sections, hides those missing from the page, and a sticky contact link', async () => {
    const html = await renderHtml(<JumpTo {...propsFor('jump_to_component', { sections: fx.choice('specification', 'overview') })} />);
    expect(html.indexOf('href="#overview"')).toBeLessThan(html.indexOf('href="#specification"'));
    expect(html).not.toContain('#gallery');
    // A missing section's link is hidden by the stylesheet's rule for it (site/app/styles/yacht.css), not by the page's.
    expect(html).not.toContain('<style');
    expect(html).toContain('data-drawer="contact-broker"');
    expect(html).toContain('sticky');
  });
});
