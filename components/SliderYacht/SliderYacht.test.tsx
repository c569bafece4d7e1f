// @vitest-environment happy-dom
/** slider_yacht_component (spec 5.3): the cards a row shows on the page, the rest on demand. */
import { describe, expect, it } from 'vitest';
import { fx, item } from '../../schema/fixtures';
import { sliderCardsSchema, sliderCardsQuery, YACHT_CARDS_MAX } from '../../schema/yacht/slider-cards';
import { catalogueYachts, charterYacht, fixtureCatalogue } from '../../testing/catalogue';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { toCardView } from '../YachtCard/card-view';
import { yachtCardsNamed } from '../YachtCard/from-search';
import { SLIDES_DRAWN, SliderYacht } from './SliderYacht';

const extra = [item('yacht', 'yacht_dione', charterYacht('Dione', 'Y10004_DI', 41)), item('yacht', 'yacht_eos', charterYacht('Eos', 'Y10005_EO', 55))];
const slides = ['yacht_boreas', 'yacht_aurora', 'yacht_calypso', 'yacht_dione', 'yacht_eos'];
const props = (locale: 'en' | 'es' = 'en') =>
  propsFor('slider_yacht_component', { title: fx.text('New to the fleet'), slides: fx.linked(...slides), slide_type: fx.choice('charter') }, locale, { linked: [...catalogueYachts, ...extra] });
type Drawn = { container: HTMLElement };
// Each card's name is the link to its yacht.
const cardNames = ({ container }: Drawn) => [...container.querySelectorAll('a[data-yacht-link]')].filter((link) => !link.closest('noscript')).map((link) => link.textContent);
const moreSlides = ({ container }: Drawn) => container.querySelector('[data-more-slides]')?.getAttribute('data-more-slides');

describe('slider_yacht_component (spec 5.3)', () => {
  it('draws the first three cards, the ones a desktop row shows, and links the others for a browser without JavaScript', async () => {
    const page = await renderDom(<SliderYacht {...props()} />);
    expect(cardNames(page)).toEqual(['Boreas', 'Aurora', 'Calypso']);
    expect([...page.container.querySelectorAll('noscript a')].map((link) => link.getAttribute('href'))).toEqual(['/yacht-for-charter/dione/', '/yacht-for-charter/eos/']);
    expect(moreSlides(page)).toBe('waiting');
  });

  it('in preview every card is drawn on the page, drafts and editing marks included', async () => {
    const editing = { ...props(), edit: (element: string) => ({ 'data-kontent-element-codename': element }) };
    const page = await renderDom(<SliderYacht {...editing} />);
    expect(cardNames(page)).toEqual(['Boreas', 'Aurora', 'Calypso', 'Dione', 'Eos']);
    expect(page.container.querySelector('noscript')).toBeNull();
  });

  it('a slider longer than the route answers at once draws every card', async () => {
    const many = Array.from({ length: SLIDES_DRAWN + YACHT_CARDS_MAX + 1 }, (_, i) => item('yacht', `yacht_y${i}`, charterYacht(`Y${i}`, `Y${10100 + i}_YY`, 40)));
    const long = propsFor('slider_yacht_component', { slides: fx.linked(...many.map((yacht) => yacht.system.codename)), slide_type: fx.choice('charter') }, 'en', { linked: many });
    const page = await renderDom(<SliderYacht {...long} />);
    expect(cardNames(page)).toHaveLength(many.length);
    expect(moreSlides(page)).toBe('none');
  });

  it('a slider of three has nothing to fetch', async () => {
    const three = propsFor('slider_yacht_component', { slides: fx.linked('yacht_boreas', 'yacht_calypso', 'yacht_aurora'), slide_type: fx.choice('charter') }, 'en', { linked: catalogueYachts });
    const page = await renderDom(<SliderYacht {...three} />);
    expect(cardNames(page)).toHaveLength(3);
    expect(moreSlides(page)).toBe('none');
  });

  it('the route builds the cards the page would have drawn, in the slider’s order and view, in the page’s language', async () => {
    for (const locale of ['en', 'es'] as const) {
      const page = props(locale).cards.slice(3).map(toCardView);
      const sources = {
        ...fixtureCatalogue(),
        yachts: async (codenames: readonly string[]) => ({ items: [...catalogueYachts, ...extra].filter((yacht) => codenames.includes(yacht.system.codename)), linked: {} }),
      };
      const route = (await yachtCardsNamed(['yacht_dione', 'yacht_eos', 'no_such_yacht'], 'charter', locale, sources)).map(toCardView);
      expect(route).toEqual(page);
      expect(route[0]?.href).toBe(locale === 'es' ? '/es/yacht-for-charter/dione/' : '/yacht-for-charter/dione/');
    }
  });

  it('the route reads a list of yacht codenames and an optional view, and refuses anything else', () => {
    const read = (query: string) => sliderCardsSchema.safeParse(sliderCardsQuery(new URLSearchParams(query)));
    expect(read('yachts=yacht_dione,yacht_eos&view=sale').data).toEqual({ yachts: ['yacht_dione', 'yacht_eos'], view: 'sale' });
    expect(read('yachts=yacht_dione').data).toEqual({ yachts: ['yacht_dione'], view: null });
    for (const bad of ['', 'yachts=', 'yachts=Yacht', 'yachts=a,,b', 'yachts=a&view=both', `yachts=${Array.from({ length: YACHT_CARDS_MAX + 1 }, (_, i) => `y${i}`).join(',')}`, 'yachts=<script>']) {
      expect(read(bad).success, bad).toBe(false);
    }
  });
});
