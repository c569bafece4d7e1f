import { describe, expect, it } from 'vitest';
import { crossSite, requestOrigin } from './same-site';

const SITE = 'https://www.example.com';
const headers = (fields: Record<string, string>) => new Headers(fields);

describe('a form post is same-site only from a page of the site (spec 7.4)', () => {
  it("accepts the site's own origin, and a post naming neither header (an old browser, no JavaScript)", () => {
    expect(crossSite(headers({ origin: SITE }), SITE)).toBeNull();
    expect(crossSite(headers({ origin: SITE, 'sec-fetch-site': 'same-origin' }), SITE)).toBeNull();
    expect(crossSite(headers({}), SITE)).toBeNull();
    expect(crossSite(headers({ 'sec-fetch-site': 'same-origin' }), SITE)).toBeNull();
  });

  it('refuses another origin, a null origin, another scheme or port of the same host, and Sec-Fetch-Site: cross-site', () => {
    expect(crossSite(headers({ origin: 'https://evil.example' }), SITE)).toEqual({ origin: 'https://evil.example', fetchSite: null });
    expect(crossSite(headers({ origin: 'null' }), SITE)).toEqual({ origin: 'null', fetchSite: null });
    expect(crossSite(headers({ origin: 'http://www.example.com' }), SITE)).not.toBeNull();
    expect(crossSite(headers({ origin: 'https://www.example.com:8443' }), SITE)).not.toBeNull();
    expect(crossSite(headers({ origin: 'https://www.example.com.evil.example' }), SITE)).not.toBeNull();
    expect(crossSite(headers({ 'sec-fetch-site': 'cross-site' }), SITE)).toEqual({ origin: null, fetchSite: 'cross-site' });
    expect(crossSite(headers({ origin: SITE, 'sec-fetch-site': 'cross-site' }), SITE)).not.toBeNull();
  });

  it("without SITE_URL, the request's own origin is the one the browser addressed (its Host), not the server's listening address", () => {
    expect(requestOrigin(new Request('http://localhost:3000/forms/enquiry/', { headers: { host: 'yachts.example:3000' } }))).toBe('http://yachts.example:3000');
    expect(requestOrigin(new Request('https://localhost/forms/enquiry/', { headers: { host: 'yachts.example' } }))).toBe('https://yachts.example');
    expect(requestOrigin(new Request('http://localhost:3000/forms/enquiry/'))).toBe('http://localhost:3000');
    expect(requestOrigin(new Request('http://localhost:3000/forms/enquiry/', { headers: { host: 'bad host/' } }))).toBe('http://localhost:3000');
  });
});
