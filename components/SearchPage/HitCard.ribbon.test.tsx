// @vitest-environment happy-dom
/**
 * Spec 4.2 on search cards: a card shows the ribbon its record carries, the one the
 * yacht's page and the grids show for that view (an editor's words, or 'new to the fleet' in the
 * index's language), and none when the view has none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { HitCard } from './HitCard';
import { yachtHitSchema } from './hits';

const record = (type: 'charter' | 'sale', extra: object) =>
  yachtHitSchema.parse({
    objectID: `y_${type}`,
    url: `/yacht-for-${type}/y/`,
    content: { yachtid: 'Y1', name: 'Aurora', type, image: null, loaMeter: 50, loaFeet: 164, exchangePrices: {}, ...extra },
  });

const card = (hit: ReturnType<typeof record>, locale: 'en' | 'es') => renderDom(<HitCard hit={hit} labels={wordsOf(wordsIn(locale), 'yachtList.card')} locale={locale} onOpen={() => undefined} />);

afterEach(() => {
  document.body.innerHTML = '';
});

describe("spec 4.2: a search card's ribbon is its view's, as on the yacht page", () => {
  it("an editor's ribbon shows on the card in the record's language", async () => {
    expect((await card(record('charter', { ribbon: 'Central agency', newToTheFleet: true }), 'en')).getByText('Central agency')).toBeTruthy();
    expect((await card(record('sale', { ribbon: 'Precio rebajado' }), 'es')).getByText('Precio rebajado')).toBeTruthy();
    expect((await card(record('sale', { ribbon: 'Under offer' }), 'en')).queryByText('New to the fleet')).toBeNull();
  });

  it("'new to the fleet' reads in the index's language", async () => {
    expect((await card(record('charter', { ribbon: 'Nuevo en la flota', newToTheFleet: true }), 'es')).getByText('Nuevo en la flota')).toBeTruthy();
  });

  it('a view without a ribbon shows none, whatever else the record says', async () => {
    const screen = await card(record('sale', { newToTheFleet: true }), 'en');
    expect(screen.queryByText('New to the fleet')).toBeNull();
    expect(document.querySelector('[data-ribbon]')).toBeNull();
  });
});
