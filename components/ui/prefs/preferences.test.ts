// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_SCRIPT, resolvePreferences } from './preferences';

const run = () => new Function(PREFERENCES_SCRIPT)();

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'country_currency=; max-age=0';
  delete document.documentElement.dataset.units;
  delete document.documentElement.dataset.currency;
});

describe('display preferences (spec 2.8 units, 9.1 currency)', () => {
  it('defaults to metres and euros', () => {
    expect(resolvePreferences({ units: null, currency: null, countryCurrency: null })).toEqual({ units: 'm', currency: 'eur' });
  });

  it('takes the country currency only until the visitor chooses one', () => {
    expect(resolvePreferences({ units: 'ft', currency: null, countryCurrency: 'gbp' })).toEqual({ units: 'ft', currency: 'gbp' });
    expect(resolvePreferences({ units: 'ft', currency: 'usd', countryCurrency: 'gbp' })).toEqual({ units: 'ft', currency: 'usd' });
  });

  it('the head script applies stored choices and ignores values it does not know', () => {
    window.localStorage.setItem('units', 'ft');
    window.localStorage.setItem('currency', 'usd');
    run();
    expect(document.documentElement.dataset).toMatchObject({ units: 'ft', currency: 'usd' });
    window.localStorage.setItem('units', '"><script>');
    window.localStorage.setItem('currency', 'btc');
    document.cookie = 'country_currency=aud';
    run();
    expect(document.documentElement.dataset).toMatchObject({ units: 'm', currency: 'aud' });
  });

  it('a switch chosen before the page hydrates applies and is remembered (spec 2.8)', () => {
    run();
    const select = document.createElement('select');
    select.setAttribute('data-preference', 'units');
    for (const value of ['m', 'ft']) {
      const option = document.createElement('option');
      option.value = value;
      select.append(option);
    }
    document.body.append(select);
    select.value = 'ft';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.dataset.units).toBe('ft');
    expect(window.localStorage.getItem('units')).toBe('ft');
    select.remove();
  });
});
