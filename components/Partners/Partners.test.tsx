// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { atlasPartner, helmPartner } from '../../schema/catalogue/partner.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Partners } from './Partners';

describe('partners_component', () => {
  it('each logo links out to the partner, in a new tab, marked as external (spec 2.14), in the page language', async () => {
    const page = await renderDom(<Partners {...propsFor('partners_component', { partners: fx.linked('partner_atlas', 'partner_helm') }, 'es', { linked: [atlasPartner, helmPartner] })} />);
    expect(page.getByRole('heading', { level: 2, name: 'Nuestros socios' })).toBeTruthy();
    const links = page.getAllByRole('link');
    expect(links).toHaveLength(2);
    const [atlas, helm] = links;
    expect(atlas?.getAttribute('href')).toBe('https://www.atlasmarine.example/');
    // A trailing slash is added to the path (spec 2.14).
    expect(helm?.getAttribute('href')).toBe('https://helmacademy.example/courses/');
    for (const link of links) {
      expect([link.getAttribute('target'), link.getAttribute('rel'), link.hasAttribute('data-external')]).toEqual(['_blank', 'nofollow noopener noreferrer', true]);
      expect(link.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#external');
      expect(link.textContent).toContain('(abre la web del socio en una pestaña nueva)');
    }
    expect(atlas?.textContent).toContain('Atlas Marine Insurance');
    expect(page.container.querySelector('a img')).not.toBeNull();
  });
});
