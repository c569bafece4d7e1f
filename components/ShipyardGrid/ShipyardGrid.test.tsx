import { describe, expect, it } from 'vitest';
import { benettiPage, benettiShipyard, lurssenShipyard } from '../../schema/catalogue/shipyard.fixtures';
import { fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { ShipyardGrid } from './ShipyardGrid';

describe('shipyard_grid_component', () => {
  it("a card per yard: picture, name, city and country, description and a CTA to the yard's page in the page language", async () => {
    const html = await renderHtml(
      <ShipyardGrid {...propsFor('shipyard_grid_component', { shipyards: fx.linked('shipyard_benetti', 'shipyard_lurssen') }, 'es', { linked: [benettiPage, benettiShipyard, lurssenShipyard] })} renderRichText={renderRichText} />,
    );
    expect(html).toContain('>Astilleros con los que trabajamos</h2>');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain(`alt="${sampleImage.alt.es}"`);
    expect(html).toContain('>Benetti</h3>');
    expect(html).toContain('>Viareggio, Italy</p>');
    expect(html).toContain('Founded in Viareggio in 1873.');
    expect(html).toMatch(/href="\/es\/shipyards\/benetti\/"[^>]*>Discover Benetti<\/a>/);
    // A yard without page or picture still gets its card, without a broken link.
    expect(html).toContain('>Lürssen</h3>');
    expect(html.match(/Discover/g)).toHaveLength(1);
  });
});
