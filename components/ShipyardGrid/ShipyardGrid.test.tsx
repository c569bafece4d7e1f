// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { benettiPage, benettiShipyard, lurssenShipyard } from '../../schema/catalogue/shipyard.fixtures';
import { fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ShipyardGrid } from './ShipyardGrid';

describe('shipyard_grid_component', () => {
  it("a card per yard: picture, name, city and country, description and a CTA to the yard's page in the page language", async () => {
    const page = await renderDom(
      <ShipyardGrid
        {...propsFor('shipyard_grid_component', { shipyards: fx.linked('shipyard_benetti', 'shipyard_lurssen') }, 'es', { linked: [benettiPage, benettiShipyard, lurssenShipyard] })}
        renderRichText={renderRichText}
      />,
    );
    expect(page.getByRole('heading', { level: 2, name: 'Astilleros con los que trabajamos' })).toBeTruthy();
    expect(page.getAllByRole('listitem')).toHaveLength(2);
    expect(page.getByRole('img', { name: sampleImage.alt.es })).toBeTruthy();
    expect(page.getByRole('heading', { level: 3, name: 'Benetti' })).toBeTruthy();
    expect(page.getByText('Viareggio, Italy')).toBeTruthy();
    expect(page.getByText('Founded in Viareggio in 1873.')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Discover Benetti' }).getAttribute('href')).toBe('/es/shipyards/benetti/');
    // A yard without page or picture still gets its card, without a broken link.
    expect(page.getByRole('heading', { level: 3, name: 'Lürssen' })).toBeTruthy();
    expect(page.getAllByRole('link', { name: /Discover/ })).toHaveLength(1);
  });
});
