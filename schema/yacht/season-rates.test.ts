/** Spec 3.3, 9.1: the seasonal charter rates a charter yacht page lists. */
import { describe, expect, it } from 'vitest';
import { sampleContractCurrencies, samplePriceMap, sampleYachtApi } from './yacht.fixtures';
import { contractCurrenciesSchema, priceMapSchema, type PriceMapInput } from './price';
import { yachtApiSchema } from './api';
import { seasonRates } from './season-rates';

const api = yachtApiSchema.parse(sampleYachtApi);
const contractCurrencies = contractCurrenciesSchema.parse(sampleContractCurrencies);
const yacht = (price: PriceMapInput, effective: 'charter' | 'sale' | 'ghost' = 'charter') => ({ effective, api, contractCurrencies, price: priceMapSchema.parse(price) });

/** Winter rates contracted in US dollars (their exchange rate is 1 in usd), beside the summer ones in euros. */
const withWinter: PriceMapInput = {
  aud: { ...samplePriceMap.aud, charterWinterLow: '381800', charterWinterHigh: '448200', charterWinterExchangeRate: '1.5370' },
  gbp: { ...samplePriceMap.gbp, charterWinterLow: '195500', charterWinterHigh: '229500', charterWinterExchangeRate: '0.7870' },
  eur: { ...samplePriceMap.eur, charterWinterLow: '230000', charterWinterHigh: '270000', charterWinterExchangeRate: '0.9259' },
  usd: { ...samplePriceMap.usd, charterWinterLow: '250000', charterWinterHigh: '290000', charterWinterExchangeRate: '1' },
};

describe('seasonal charter rates (spec 3.3, 9.1)', () => {
  it('lists only the seasons the yacht has rates for: summer low and high, in the contract currency and converted', () => {
    const rates = seasonRates(yacht(samplePriceMap), 'en');
    expect(rates?.map((s) => s.season)).toEqual(['summer']);
    const [low, high] = rates?.[0]?.rates ?? [];
    expect(low?.amounts.eur).toBe('€295,000');
    expect(high?.amounts.eur).toBe('€340,000');
    expect(low?.amounts.usd).toBe('Approx $318,600');
    expect(low?.amounts.gbp).toBe('Approx £250,750');
  });

  it('each season in its own contract currency: winter in dollars (its rate is 1 in usd), converted to euros', () => {
    const winter = seasonRates(yacht(withWinter), 'en')?.find((s) => s.season === 'winter');
    const [low, high] = winter?.rates ?? [];
    expect(low?.amounts.usd).toBe('$250,000');
    expect(high?.amounts.usd).toBe('$290,000');
    expect(low?.amounts.eur).toBe('Approx €230,000');
  });

  it('none on a sale or ghost page, nor for a yacht without seasonal amounts', () => {
    expect(seasonRates(yacht(withWinter, 'sale'), 'en')).toBeNull();
    expect(seasonRates(yacht(withWinter, 'ghost'), 'en')).toBeNull();
    const none = Object.fromEntries(Object.entries(samplePriceMap).map(([code, entry]) => [code, { ...entry, charterSummerLow: 'null', charterSummerHigh: 'null' }]));
    expect(seasonRates(yacht(priceMapSchema.parse(none)), 'en')).toBeNull();
  });
});
