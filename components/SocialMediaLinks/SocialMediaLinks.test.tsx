// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../schema/components/social_media_links_component.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SocialMediaLinks } from './SocialMediaLinks';

describe('social_media_links_component', () => {
  it('each network is an external link (spec 2.14): new tab, nofollow noopener noreferrer, labelled in the page language', async () => {
    const page = await renderDom(<SocialMediaLinks {...propsFor('social_media_links_component', fixtures.valid[0].elements, 'es')} />);
    const links = page.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'nofollow noopener noreferrer']);
    expect(page.getByRole('link', { name: 'Instagram (se abre en una pestaña nueva)' })).toBeTruthy();
    expect([...page.container.querySelectorAll('use')].map((icon) => icon.getAttribute('href'))).toContain('/icons.svg#youtube');
  });

  it('shows nothing without a network', async () => {
    expect((await renderDom(<SocialMediaLinks {...propsFor('social_media_links_component', { headline: fx.text('Follow') })} />)).container.childNodes).toHaveLength(0);
  });
});
