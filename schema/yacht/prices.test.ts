import { describe, expect, it } from 'vitest';
import { priceMapSchema, type PriceEntry, type PriceMap } from './price';
import { priceWords } from './price-text';
import { effectiveType } from './effective-type';
import { contractCurrency, displayPrice, exchangeRateKey, type DisplayPriceInput } from './prices';
import { samplePriceMap } from './yacht.fixtures';

const euro = priceMapSchema.parse(samplePriceMap);

/** A yacht whose summer charter is contracted in EUR and winter (Caribbean) charter in USD. */
const seasons: PriceMap = {
  ...euro,
  eur: { ...euro.eur, charterWinterLow: '240741', charterWinterExchangeRate: '0.9259' },
  usd: { ...euro.usd, charterWinterLow: '260000', charterWinterExchangeRate: '1.0000' },
};

const withEntries = (change: Partial<PriceEntry>): PriceMap => ({
  aud: { ...euro.aud, ...change },
  gbp: { ...euro.gbp, ...change },
  eur: { ...euro.eur, ...change },
  usd: { ...euro.usd, ...change },
});

const show = (input: Partial<DisplayPriceInput> & Pick<DisplayPriceInput, 'type'>) => {
  const price = displayPrice({ price: euro, api: { poa: 'false' }, ...input });
  return priceWords(price, 'en')?.text ?? null;
};

describe('which currency is displayed (spec 9.1)', () => {
  it('spec 9.1: sale uses saleExchangeRate, charter without a season charterExchangeRate', () => {
    expect(exchangeRateKey('sale')).toBe('saleExchangeRate');
    expect(exchangeRateKey('charter')).toBe('charterExchangeRate');
    expect(contractCurrency(euro, 'sale')).toBe('eur');
    expect(show({ type: 'sale' })).toBe('€29,500,000');
    expect(show({ type: 'charter' })).toBe('From €295,000 p/week');
  });

  it('spec 9.1: summer season keys use charterSummerExchangeRate, every other season key the winter rate', () => {
    expect(exchangeRateKey('charterSummerLow')).toBe('charterSummerExchangeRate');
    expect(exchangeRateKey('charterSummerHigh')).toBe('charterSummerExchangeRate');
    expect(exchangeRateKey('charterWinterLow')).toBe('charterWinterExchangeRate');
    expect(exchangeRateKey('charterWinterHigh')).toBe('charterWinterExchangeRate');
    expect(show({ type: 'charter', price: seasons, season: 'charterSummerHigh' })).toBe('From €340,000 p/week');
    expect(show({ type: 'charter', price: seasons, season: 'charterWinterLow' })).toBe('From $260,000 p/week');
  });

  it('falls back to the contract currencies, then EUR, when no rate is 1', () => {
    const noRates = withEntries({ saleExchangeRate: 'null' });
    const contract = { salePriceContractCurrency: 'usd', charterPriceContractCurrency: 'usd', charterSummerPriceContractCurrency: 'usd', charterWinterPriceContractCurrency: 'null' } as const;
    expect(contractCurrency(noRates, 'sale', contract)).toBe('usd');
    expect(contractCurrency(noRates, 'sale', null)).toBe('eur');
  });
});

describe('displayPrice', () => {
  it('spec 4.1: a ghost yacht shows no price', () => {
    expect(displayPrice({ type: 'ghost', price: euro, api: { poa: 'false' } })).toEqual({ kind: 'none' });
  });

  it('spec 4.1: a sale+charter yacht on a charter page shows its charter price, a sale yacht there none', () => {
    expect(show({ type: effectiveType('sale+charter', 'charter') })).toBe('From €295,000 p/week');
    expect(show({ type: effectiveType('sale', 'charter') })).toBeNull();
  });

  it("spec 9.1: a converted price is 'Approx' with the tooltip giving the rate", () => {
    const price = displayPrice({ type: 'sale', price: euro, api: { poa: 'false' }, currency: 'usd' });
    expect(price).toMatchObject({ kind: 'amount', amountText: '31,860,000', currency: 'usd', symbol: '$', conversion: { from: 'eur', to: 'usd', rate: 1.08 } });
    expect(priceWords(price, 'en')).toEqual({
      text: 'Approx $31,860,000',
      tooltip: 'This price is an approximate conversion calculated according to the following conversion rate: 1 EUR = 1.0800 USD',
      rate: '1 EUR = 1.0800 USD',
    });
    expect(show({ type: 'charter', currency: 'gbp' })).toBe('From Approx £250,750 p/week');
  });

  it('a Spanish visitor reads the charter rate, Approx and the tooltip in Spanish; the digits stay en-US (spec 9.1)', () => {
    const charter = displayPrice({ type: 'charter', price: euro, api: { poa: 'false' }, currency: 'usd' });
    expect(priceWords(charter, 'es')).toEqual({
      text: 'Desde Aprox. $318,600 por semana',
      tooltip: 'Este precio es una conversión aproximada, calculada con el siguiente tipo de cambio: 1 EUR = 1.0800 USD',
      rate: '1 EUR = 1.0800 USD',
    });
    expect(priceWords(displayPrice({ type: 'charter', price: euro, api: { poa: 'false' }, currency: 'eur' }), 'es')?.text).toBe('Desde €295,000 por semana');
  });

  it('choosing the contract currency is not a conversion', () => {
    const price = displayPrice({ type: 'sale', price: euro, api: { poa: 'false' }, currency: 'eur' });
    expect(price).toMatchObject({ kind: 'amount', currency: 'eur', conversion: null });
    expect(priceWords(price, 'en')?.tooltip).toBeNull();
  });

  it("spec 9.1: a sale with poa 'true' or no value is 'POA'", () => {
    expect(show({ type: 'sale', api: { poa: 'true' } })).toBe('POA');
    expect(show({ type: 'sale', price: withEntries({ sale: 'null' }) })).toBe('POA');
    expect(show({ type: 'sale', price: withEntries({ sale: '0' }) })).toBe('POA');
  });

  it("spec 9.1: a charter with no rates asks to inquire, in Spanish 'PLEASE ENQUIRE FOR RATES-ES'", () => {
    const noRates = displayPrice({ type: 'charter', price: withEntries({ charter: 'NULL' }), api: { poa: 'false' } });
    expect(priceWords(noRates, 'en')?.text).toBe('PLEASE INQUIRE FOR RATES');
    expect(priceWords(noRates, 'es')?.text).toBe('PLEASE ENQUIRE FOR RATES-ES');
  });

  it("spec 5.1: with neither a sale nor a charter value ('null', 'NULL', '0') no price shows", () => {
    const empty = withEntries({ sale: 'NULL', charter: '0' });
    expect(displayPrice({ type: 'sale', price: empty, api: { poa: 'false' } })).toEqual({ kind: 'none' });
    expect(displayPrice({ type: 'charter', price: empty, api: { poa: 'false' } })).toEqual({ kind: 'none' });
    expect(show({ type: 'sale', price: empty, api: { poa: 'true' } })).toBe('POA');
  });

  it('shows the contract currency when the chosen currency has no amount', () => {
    const noAud = { ...euro, aud: { ...euro.aud, sale: 'null' } };
    expect(show({ type: 'sale', price: noAud, currency: 'aud' })).toBe('€29,500,000');
  });
});
