import { describe, expect, it } from 'vitest';
import { withTrailingSlash } from './links';
import { locatePath, localisedPath, publicPath, safeDecode, stripLocalePrefix } from './locale';

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

describe('stripLocalePrefix (spec 2.1)', () => {
  it("spec 2.1: stripLocalePrefix removes a leading '/{locale}' only", () => {
    expect(stripLocalePrefix('/es/yachts/')).toBe('/yachts/');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/es/')).toBe('/');
    expect(stripLocalePrefix('/espana/')).toBe('/espana/');
    expect(stripLocalePrefix('/yachts/es/')).toBe('/yachts/es/');
    expect(stripLocalePrefix('/esx/a')).toBe('/esx/a');
  });
});

describe('spec 2.1 prefixes', () => {
  it('reads the locale from the first segment only when it is en or es', () => {
    expect(locatePath('/es/yacht-charter/')).toEqual({ locale: 'es', rest: '/yacht-charter/', prefixed: true });
    expect(locatePath('/en/about/')).toEqual({ locale: 'en', rest: '/about/', prefixed: true });
    expect(locatePath('/about/')).toEqual({ locale: 'en', rest: '/about/', prefixed: false });
    expect(locatePath('/es')).toEqual({ locale: 'es', rest: '/', prefixed: true });
    expect(locatePath('/fr/about/')).toEqual({ locale: 'en', rest: '/fr/about/', prefixed: false });
  });
  it('serves the default locale unprefixed and the other under /es/ (home is / or /es/)', () => {
    expect(publicPath('/', 'en')).toBe('/');
    expect(publicPath('/', 'es')).toBe('/es/');
    expect(publicPath('/yacht-charter', 'en')).toBe('/yacht-charter/');
    expect(publicPath('/oficinas-y-personas', 'es')).toBe('/es/oficinas-y-personas/');
  });
});

describe('safeDecode', () => {
  it('decodes UTF-8 escapes and refuses malformed or overlong ones instead of throwing', () => {
    expect(safeDecode('c%C3%B4te')).toBe('côte');
    expect(safeDecode('%zz3')).toBeNull();
    expect(safeDecode('%E0%A4%A')).toBeNull();
    expect(safeDecode('%c0%ae')).toBeNull();
  });
});
