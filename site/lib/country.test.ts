import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { rememberCountryCurrency, requestCountry } from './country';

const request = (headers: Record<string, string>) => new NextRequest('http://localhost/yachts-for-sale/', { headers });

describe('first currency from the CDN country (spec 9.1)', () => {
  it('reads a two-letter country from the CDN header and ignores junk', () => {
    expect(requestCountry(new Headers({ 'cf-ipcountry': 'gb' }))).toBe('GB');
    expect(requestCountry(new Headers({ 'cf-ipcountry': 'XX1', 'cloudfront-viewer-country': 'AU' }))).toBe('AU');
    expect(requestCountry(new Headers({ 'cf-ipcountry': '<script>' }))).toBeNull();
  });

  it('sets the country currency cookie for a British visitor, and leaves an existing one alone', () => {
    const fresh = NextResponse.next();
    rememberCountryCurrency(request({ 'cf-ipcountry': 'GB' }), fresh);
    expect(fresh.cookies.get('country_currency')?.value).toBe('gbp');
    const returning = NextResponse.next();
    rememberCountryCurrency(request({ 'cf-ipcountry': 'GB', cookie: 'country_currency=usd' }), returning);
    expect(returning.cookies.get('country_currency')).toBeUndefined();
    const unknown = NextResponse.next();
    rememberCountryCurrency(request({}), unknown);
    expect(unknown.cookies.get('country_currency')).toBeUndefined();
  });
});
