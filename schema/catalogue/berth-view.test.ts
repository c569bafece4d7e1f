import { describe, expect, it } from 'vitest';
import { fx, item } from '../fixtures';
import { berthPrice, berthView, feetAndInches } from './berth-view';
import { validBerthElements } from './berth.fixtures';

const ctx = { locale: 'en' as const, report: () => undefined };
const [monaco = {}, minimal = {}] = validBerthElements;

describe('berth view (spec 2.9)', () => {
  it('metres to feet and inches: rounded to the inch, 12 inches carried into a foot', () => {
    expect(feetAndInches(9)).toEqual({ feet: 29, inches: 6 });
    expect(feetAndInches(14)).toEqual({ feet: 45, inches: 11 });
    expect(feetAndInches(0.3048)).toEqual({ feet: 1, inches: 0 });
    expect(feetAndInches(3.6575)).toEqual({ feet: 12, inches: 0 });
  });

  it("beam in m and ft: the data's own feet win, else they follow from metres", () => {
    expect(berthView(item('berth', 'b', monaco), ctx)?.beam).toEqual({ m: '9 m', ft: `29' 6"` });
    const stored = berthView(item('berth', 'b', { ...monaco, beam_feet: fx.number(30), beam_inches: fx.number(1) }), ctx);
    expect(stored?.beam).toEqual({ m: '9 m', ft: `30' 1"` });
    expect(berthView(item('berth', 'b', minimal), ctx)?.beam).toBeNull();
  });

  it("'POA' when on application or without an amount; otherwise the amount in its one currency, en-US", () => {
    expect(berthPrice({ price: { type: 'number', name: 'Price', value: null }, poa: undefined, currency: undefined }, 'es')).toEqual({ kind: 'poa', text: 'POA' });
    const poaFlag = berthView(item('berth', 'b', { ...minimal, price: fx.number(6_900_000), poa: fx.choice('yes') }), ctx);
    expect(poaFlag?.price.kind).toBe('poa');
    const euros = berthView(item('berth', 'b', { ...minimal, price: fx.number(6_900_000), currency: fx.text('EUR') }), ctx);
    expect(euros?.price).toEqual({ kind: 'amount', currency: 'eur', amount: 6_900_000, text: '€6,900,000' });
    const dollars = berthView(item('berth', 'b', { ...minimal, price: fx.number(1_250_000), currency: fx.text('USD') }), ctx);
    expect(dollars?.price.text).toBe('$1,250,000');
  });

  it('location names the country once; an invalid berth is reported and gives null', () => {
    expect(berthView(item('berth', 'b', monaco), ctx)?.location).toBe('Monaco');
    expect(berthView(item('berth', 'b', { ...monaco, location: fx.text('Antibes'), country: fx.text('France') }), ctx)?.location).toBe('Antibes, France');
    const issues: string[] = [];
    expect(berthView(item('berth', 'b', { ...minimal, length: undefined }), { ...ctx, report: (issue) => issues.push(issue.element) })).toBeNull();
    expect(new Set(issues)).toEqual(new Set(['length']));
  });
});
