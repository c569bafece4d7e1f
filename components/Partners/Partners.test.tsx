import { describe, expect, it } from 'vitest';
import { atlasPartner, helmPartner } from '../../schema/catalogue/partner.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { Partners } from './Partners';

describe('partners_component', () => {
  it('each logo links out to the partner, in a new tab, marked as external (spec 2.14), in the page language', async () => {
    const html = await renderHtml(<Partners {...propsFor('partners_component', { partners: fx.linked('partner_atlas', 'partner_helm') }, 'es', { linked: [atlasPartner, helmPartner] })} />);
    expect(html).toContain('>Nuestros socios</h2>');
    expect(html).toContain('href="https://www.atlasmarine.example/" class="ptn-card" data-external="" target="_blank" rel="nofollow noopener noreferrer"');
    // A trailing slash is added to the path (spec 2.14).
    expect(html).toContain('href="https://helmacademy.example/courses/"');
    expect(html).toContain('<use href="/icons.svg#external"></use>');
    expect(html.match(/\(abre la web del socio en una pestaña nueva\)/g)).toHaveLength(2);
    expect(html).toContain('Atlas Marine Insurance');
    expect(html).toContain('<img');
  });
});
