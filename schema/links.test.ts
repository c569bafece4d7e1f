import { describe, expect, it } from 'vitest';
import { externalHref, isExternal, linkTarget, localisedPath, stripLocalePrefix, withTrailingSlash } from './links';

describe('localisedPath (spec 2.1, 2.14)', () => {
  it('spec 2.1: the default locale has no prefix, es is prefixed, and a trailing slash is added', () => {
    expect(localisedPath('/yachts-for-charter', 'en')).toBe('/yachts-for-charter/');
    expect(localisedPath('/yachts-for-charter', 'es')).toBe('/es/yachts-for-charter/');
    expect(localisedPath('/about/team/', 'es')).toBe('/es/about/team/');
  });

  it("spec 2.1: home is '/' for en and '/es/' for es", () => {
    expect(localisedPath('/', 'en')).toBe('/');
    expect(localisedPath('/', 'es')).toBe('/es/');
  });

  it('spec 2.14: the trailing slash goes before the query string and the hash', () => {
    expect(localisedPath('/search?type=sale', 'en')).toBe('/search/?type=sale');
    expect(localisedPath('/search?type=sale#results', 'es')).toBe('/es/search/?type=sale#results');
    expect(localisedPath('/faq#booking', 'en')).toBe('/faq/#booking');
  });

  it('spec 2.1: a path that already carries a locale is re-localised, not double-prefixed', () => {
    expect(localisedPath('/es/destinations', 'es')).toBe('/es/destinations/');
    expect(localisedPath('/en/destinations', 'es')).toBe('/es/destinations/');
    expect(localisedPath('/es/destinations', 'en')).toBe('/destinations/');
  });

  it('spec 2.14: external values (http, tel:, mailto:, anchors) are left unchanged', () => {
    expect(localisedPath('https://example.com/x', 'es')).toBe('https://example.com/x');
    expect(localisedPath('tel:+34971000000', 'es')).toBe('tel:+34971000000');
    expect(localisedPath('mailto:charter@example.com', 'en')).toBe('mailto:charter@example.com');
    expect(localisedPath('//cdn.example.com/a', 'es')).toBe('//cdn.example.com/a');
  });

  it('files keep their name: a brochure URL gets no slash', () => {
    expect(localisedPath('/media/abc/brochure.pdf', 'en')).toBe('/media/abc/brochure.pdf');
    expect(withTrailingSlash('/media/abc/brochure.pdf?dl=1')).toBe('/media/abc/brochure.pdf?dl=1');
  });
});

describe('link helpers (spec 2.1, 2.14)', () => {
  it("spec 2.1: stripLocalePrefix removes a leading '/{locale}' only", () => {
    expect(stripLocalePrefix('/es/yachts/')).toBe('/yachts/');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/es/')).toBe('/');
    expect(stripLocalePrefix('/espana/')).toBe('/espana/');
    expect(stripLocalePrefix('/yachts/es/')).toBe('/yachts/es/');
  });

  it("spec 2.14: a value that does not start with '/' is external", () => {
    expect(isExternal('/about')).toBe(false);
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('tel:+1')).toBe(true);
    expect(isExternal('//example.com')).toBe(true);
  });

  it("spec 2.14: http links open in a new tab with rel 'nofollow noopener noreferrer'; others only when flagged", () => {
    expect(linkTarget('https://example.com')).toEqual({ target: '_blank', rel: 'nofollow noopener noreferrer' });
    expect(linkTarget('http://example.com', false)).toEqual({ target: '_blank', rel: 'nofollow noopener noreferrer' });
    expect(linkTarget('/about/')).toEqual({});
    expect(linkTarget('mailto:a@b.c')).toEqual({});
    expect(linkTarget('/brochure/', true)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('spec 2.14: an external href of the generic link gets a trailing slash; tel: and mailto: do not', () => {
    expect(externalHref('https://example.com/charter')).toBe('https://example.com/charter/');
    expect(externalHref('https://example.com/charter?x=1#y')).toBe('https://example.com/charter/?x=1#y');
    expect(externalHref('https://example.com')).toBe('https://example.com/');
    expect(externalHref('tel:+34971000000')).toBe('tel:+34971000000');
    expect(externalHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  });
});
