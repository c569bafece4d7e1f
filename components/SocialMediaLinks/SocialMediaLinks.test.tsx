import { describe, expect, it } from 'vitest';
import { fixtures } from '../../schema/components/social_media_links_component.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { SocialMediaLinks } from './SocialMediaLinks';

describe('social_media_links_component', () => {
  it('each network is an external link (spec 2.14): new tab, nofollow noopener noreferrer, labelled in the page language', async () => {
    const html = await renderHtml(<SocialMediaLinks {...propsFor('social_media_links_component', fixtures.valid[0].elements, 'es')} />);
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="nofollow noopener noreferrer"');
    }
    expect(html).toContain('aria-label="Instagram (se abre en una pestaña nueva)"');
    expect(html).toContain('href="/icons.svg#youtube"');
  });

  it('shows nothing without a network', async () => {
    expect(await renderHtml(<SocialMediaLinks {...propsFor('social_media_links_component', { headline: fx.text('Follow') })} />)).toBe('');
  });
});
