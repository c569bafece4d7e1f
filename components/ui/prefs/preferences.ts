/**
 * The visitor's display preferences: length unit (spec 2.8 'Meter (m)' / 'Feet (ft)') and price
 * currency (spec 9.1). Pages are cached for everyone, so they carry every unit and currency and
 * the preference, an attribute on <html>, picks what shows (CSS in site/app/globals.css). The
 * attribute is set before first paint by PREFERENCES_SCRIPT, from local storage, else from the
 * country cookie, else the defaults. Cached pages set no cookie: on a first visit the script asks
 * COUNTRY_ENDPOINT (per visitor, never cached) for the CDN country's currency, which answers and
 * sets the cookie, and shows it unless the visitor has chosen meanwhile.
 */
import { DEFAULT_DISPLAY_CURRENCY, PRICE_CURRENCIES, type PriceCurrency } from '../../../schema/constants/currency';
import type { LengthUnit } from '../../../schema/constants/yacht';

export const LENGTH_UNITS: readonly LengthUnit[] = ['m', 'ft'];
export const DEFAULT_UNIT: LengthUnit = 'm';
export const UNIT_STORAGE_KEY = 'units';
export const CURRENCY_STORAGE_KEY = 'currency';
/** Written by COUNTRY_ENDPOINT from the CDN country header (spec 9.1 country table). */
export const COUNTRY_CURRENCY_COOKIE = 'country_currency';
/** Answers `{ currency }` for the visitor's country and sets the cookie (site/lib/country.ts). */
export const COUNTRY_ENDPOINT = '/api/country/';

export const isLengthUnit = (value: unknown): value is LengthUnit => LENGTH_UNITS.some((unit) => unit === value);
export const isDisplayCurrency = (value: unknown): value is PriceCurrency => PRICE_CURRENCIES.some((currency) => currency === value);

/** What the page shows for stored values that may be anything (old versions, hand edits). */
export const resolvePreferences = (stored: { units: unknown; currency: unknown; countryCurrency: unknown }): { units: LengthUnit; currency: PriceCurrency } => ({
  units: isLengthUnit(stored.units) ? stored.units : DEFAULT_UNIT,
  currency: isDisplayCurrency(stored.currency) ? stored.currency : isDisplayCurrency(stored.countryCurrency) ? stored.countryCurrency : DEFAULT_DISPLAY_CURRENCY,
});

/**
 * Runs in <head> before paint. Kept tiny and defensive: storage may be blocked and values may be
 * anything; it only ever writes one of the known values. It also applies a switch's choice
 * (a `select[data-preference]`) before the page's scripts have hydrated the switch; in the capture
 * phase, so it reads the choice before a switch's own handler, which for an island rendered through
 * a portal comes first, puts the controlled select back until it re-renders.
 */
export const PREFERENCES_SCRIPT = `(function(){try{var d=document.documentElement,s=window.localStorage,U=${JSON.stringify(LENGTH_UNITS)},C=${JSON.stringify(PRICE_CURRENCIES)},K={units:${JSON.stringify(UNIT_STORAGE_KEY)},currency:${JSON.stringify(CURRENCY_STORAGE_KEY)}};var u=s.getItem(K.units),c=s.getItem(K.currency);var m=document.cookie.match(/(?:^|; )${COUNTRY_CURRENCY_COOKIE}=([a-z]{3})/);d.dataset.units=U.indexOf(u)>=0?u:${JSON.stringify(DEFAULT_UNIT)};d.dataset.currency=C.indexOf(c)>=0?c:(m&&C.indexOf(m[1])>=0?m[1]:${JSON.stringify(DEFAULT_DISPLAY_CURRENCY)});if(C.indexOf(c)<0&&!m)fetch(${JSON.stringify(COUNTRY_ENDPOINT)}).then(function(r){return r.json()}).then(function(j){if(C.indexOf(s.getItem(K.currency))<0&&C.indexOf(j.currency)>=0)d.dataset.currency=j.currency}).catch(function(){});document.addEventListener('change',function(e){var t=e.target,k=t&&t.getAttribute&&t.getAttribute('data-preference');if(!k||!K[k])return;var v=t.value;if((k==='units'?U:C).indexOf(v)<0)return;d.dataset[k]=v;try{s.setItem(K[k],v)}catch(x){}},true);}catch(e){}})();`;
