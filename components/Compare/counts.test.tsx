// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SpecValueText } from '../SpecificationTable/spec-value';
import { plural } from '../../schema/plural';
import { compareLabels } from './labels';

const cabins = {
  kind: 'cabins',
  total: 3,
  parts: [
    { kind: 'convertible', count: 1 },
    { kind: 'double', count: 2 },
  ],
} as const;

/** The cabins row as the compare island writes it, from the plural forms its server parent sends. */
const cabinsText = async (locale: 'en' | 'es'): Promise<string | null> => {
  const labels = compareLabels(wordsIn(locale), locale);
  return (
    await renderDom(
      <SpecValueText value={{ ...cabins, parts: [...cabins.parts] }} labels={labels.spec} locale={locale} cabins={(kind, count) => plural(labels.spec.cabinKinds[kind], locale, count)} />,
    )
  ).container.textContent;
};

describe('the compare island counts in words (spec 2.11)', () => {
  it('cabins of a kind agree with their count: "1 convertible", "2 dobles"', async () => {
    expect(await cabinsText('es')).toBe('3 (1 convertible, 2 dobles)');
    expect(await cabinsText('en')).toBe('3 (1 convertible, 2 double)');
  });

  it('the caption counts the yachts compared', () => {
    const en = compareLabels(wordsIn('en'), 'en');
    const es = compareLabels(wordsIn('es'), 'es');
    expect(plural(en.caption, 'en', 1, { view: 'Yachts for sale' })).toBe('Yachts for sale: 1 yacht compared');
    expect(plural(es.caption, 'es', 1, { view: 'Yates en venta' })).toBe('Yates en venta: 1 yate comparado');
    expect(plural(es.caption, 'es', 2, { view: 'Yates en venta' })).toBe('Yates en venta: 2 yates comparados');
  });
});
