import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { countryCurrencyAnswer, requestCountry } from './country';

const request = (headers: Record<string, string>) => new NextRequest('http://localhost/api/country/', { headers });

describe('first currency from the CDN country (spec 9.1)', () => {
  it('reads a two-letter country from the CDN header and ignores junk', () => {
    expect(requestCountry(new Headers({ 'cf-ipcountry': 'gb' }))).toBe('GB');
    expect(requestCountry(new Headers({ 'cf-ipcountry': 'XX1', 'cloudfront-viewer-country': 'AU' }))).toBe('AU');
    expect(requestCountry(new Headers({ 'cf-ipcountry': '<script>' }))).toBeNull();
  });

  it('answers a British visitor pounds, privately, and remembers it in the cookie the page script reads', async () => {
    const answer = countryCurrencyAnswer(request({ 'cf-ipcountry': 'GB' }));
    expect(await answer.json()).toEqual({ country: 'GB', currency: 'gbp' });
    expect(answer.cookies.get('country_currency')?.value).toBe('gbp');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('without a country header answers the default currency', async () => {
    expect(await countryCurrencyAnswer(request({})).json()).toEqual({ country: null, currency: 'eur' });
  });
});
