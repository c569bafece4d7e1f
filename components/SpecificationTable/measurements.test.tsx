// @vitest-environment happy-dom
/**
 * Spanish pages write measurements the Spanish way: the specification, the key
 * figures, the yacht cards and the search cards say '63,9 m' and '11,1 nudos' as the yacht's own
 * text does, while prices keep spec 9.1's en-US style in both languages.
 */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { salePage } from '../../schema/components/yacht-page.fixtures-kit';
import { fx, item } from '../../schema/fixtures';
import { localisedPath } from '../../schema/locale';
import { yachtCard } from '../../schema/yacht/card';
import { sampleYachtApi, validYachtElements } from '../../schema/yacht/yacht.fixtures';
import { wordsOf } from '../../schema/words';
import { propsFor, wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { HitCard } from '../SearchPage/HitCard';
import { YachtLabels } from '../YachtLabels/YachtLabels';
import { SpecificationTable } from './SpecificationTable';

const api = { ...sampleYachtApi, lengthMeters: 63.9, lengthFeet: 209, lengthInches: 8, grosstonnage: 1234, cruisespeed: 11.1, maxspeed: 16.5, cruiserange: 4000, mainenginehorsepower: 1450 };
const yacht = item('yacht', 'yacht_aurora', { ...(validYachtElements[0] ?? {}), api_data: fx.custom(JSON.stringify(api)) });
const on = { page: salePage, linked: [yacht] };

const shown = (element: ReactElement) => renderDom(element);

/** The text of a definition list's value for a label, the metres where it has both units. */
const valueOf = (screen: Awaited<ReturnType<typeof renderDom>>, label: string): string | null | undefined => {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  return (value?.querySelector('[data-unit="m"]') ?? value)?.textContent;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("spec 2.8, 3.3: measurements in the page's language, prices in spec 9.1's en-US style", () => {
  it('the Spanish specification table writes decimals and thousands the Spanish way', async () => {
    const screen = await shown(<SpecificationTable {...propsFor('specification_table_component', {}, 'es', on)} />);
    expect(valueOf(screen, 'Eslora')).toBe('63,9 m');
    expect(valueOf(screen, 'Arqueo bruto')).toBe('1234 GT');
    expect(valueOf(screen, 'Velocidad de crucero')).toBe('11,1 nudos');
    expect(valueOf(screen, 'Velocidad máxima')).toBe('16,5 nudos');
    expect(valueOf(screen, 'Motores')).toBe('2 x MTU 12V 2000 M72 (1450 hp)');
  });

  it('the English specification table keeps the English way', async () => {
    const screen = await shown(<SpecificationTable {...propsFor('specification_table_component', {}, 'en', on)} />);
    expect(valueOf(screen, 'Length')).toBe('63.9 m');
    expect(valueOf(screen, 'Gross tonnage')).toBe('1,234 GT');
    expect(valueOf(screen, 'Cruising speed')).toBe('11.1 kn');
    expect(valueOf(screen, 'Engines')).toBe('2 x MTU 12V 2000 M72 (1,450 hp)');
  });

  it("the key figures beside the yacht's text say its length as the text does", async () => {
    expect((await shown(<YachtLabels {...propsFor('yacht_labels_component', {}, 'es', on)} />)).getByText('63,9 m')).toBeTruthy();
    expect((await shown(<YachtLabels {...propsFor('yacht_labels_component', {}, 'en', on)} />)).getByText('63.9 m')).toBeTruthy();
  });

  it('a Spanish yacht card writes its length the Spanish way and its price in en-US style', async () => {
    const ctx = { locale: 'es' as const, linkedItem: () => undefined, href: (path: string) => localisedPath(path, 'es'), report: () => undefined };
    const card = yachtCard(yacht, 'sale', ctx);
    expect(card?.length.m).toBe('63,9 m');
    expect(card?.prices?.eur?.text).toBe('€29,500,000');
  });

  it('a Spanish search card writes its length the Spanish way and its price in en-US style', async () => {
    const hit = {
      objectID: 'y_sale',
      url: '/es/yacht-for-sale/aurora/',
      content: { yachtid: 'Y1', name: 'Aurora', type: 'sale' as const, image: null, loaMeter: 63.9, loaFeet: 209, exchangePrices: { eur: 29_500_000 }, contractCurrency: 'eur' as const },
    };
    const card = (locale: 'en' | 'es') => shown(<HitCard hit={hit} labels={wordsOf(wordsIn(locale), 'yachtList.card')} locale={locale} onOpen={() => undefined} />);
    const es = await card('es');
    expect(es.getByText('63,9 m')).toBeTruthy();
    expect(es.getByText('€29,500,000')).toBeTruthy();
    expect((await card('en')).getByText('63.9 m')).toBeTruthy();
  });
});
