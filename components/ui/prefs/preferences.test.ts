// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCES_SCRIPT, resolvePreferences } from './preferences';

const run = () => new Function(PREFERENCES_SCRIPT)();

// The script asks the country endpoint on a first visit: no test reaches a real server.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

  it('a first visit asks the country endpoint once and shows its currency; a cookie or a choice spares the request', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ country: 'GB', currency: 'gbp' })));
    vi.stubGlobal('fetch', fetch);
    run();
    expect(fetch).toHaveBeenCalledWith('/api/country/');
    await vi.waitFor(() => expect(document.documentElement.dataset.currency).toBe('gbp'));
    document.cookie = 'country_currency=gbp';
    run();
    window.localStorage.setItem('currency', 'usd');
    run();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a currency chosen while the country answer travels is kept', async () => {
    let answer: (value: { json: () => Promise<unknown> }) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((resolve) => (answer = resolve))),
    );
    run();
    window.localStorage.setItem('currency', 'usd');
    document.documentElement.dataset.currency = 'usd';
    // The answer's handler reads the stored choice before it writes anything: wait for that read.
    const reads = vi.spyOn(window.localStorage, 'getItem');
    answer({ json: async () => ({ country: 'AU', currency: 'aud' }) });
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('currency'));
    expect(document.documentElement.dataset.currency).toBe('usd');
  });
});
