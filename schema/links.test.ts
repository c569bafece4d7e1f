import { describe, expect, it } from 'vitest';
import { externalHref, isExternal, linkTarget } from './links';

describe('link helpers (spec 2.14)', () => {
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
