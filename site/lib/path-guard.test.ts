import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, guardPath } from './path-guard';

describe('guardPath (spec 2.3: odd paths end in a 404, never a 500)', () => {
  it('passes ordinary paths unchanged', () => {
    expect(guardPath('/yacht-charter/')).toBe('/yacht-charter/');
    expect(guardPath('/es/oficinas-y-personas/')).toBe('/es/oficinas-y-personas/');
    expect(guardPath('/%F0%9F%9B%A5%EF%B8%8F-yacht/')).toBe('/%F0%9F%9B%A5%EF%B8%8F-yacht/');
  });

  it('escapes a stray percent sign so the path can still be decoded and named', () => {
    expect(guardPath('/%ZZ/')).toBe('/%25ZZ/');
    expect(guardPath('/100%/')).toBe('/100%25/');
    expect(decodeURIComponent(guardPath('/%ZZ/') ?? '')).toBe('/%ZZ/');
  });

  it('escapes every percent sign of a path whose escapes are not UTF-8, so it is named as typed', () => {
    for (const path of ['/%E0%A4%A/', '/%c0%ae%c0%ae/', '/es/%ff/', '/search/%zz3/%C3%28/', '/%ED%A0%80/']) {
      const safe = guardPath(path);
      expect(safe).not.toBeNull();
      expect(decodeURIComponent(safe ?? '')).toBe(path);
    }
  });

  it('refuses NUL bytes and control characters', () => {
    expect(guardPath('/yacht-charter/%00/')).toBeNull();
    expect(guardPath('/a%0Ab/')).toBeNull();
  });

  it('refuses over-long paths and segments', () => {
    expect(guardPath(`/${'x'.repeat(MAX_PATH_LENGTH)}/`)).toBeNull();
    expect(guardPath(`/${'x'.repeat(300)}/`)).toBeNull();
    expect(guardPath(`/${'x'.repeat(150)}/`)).not.toBeNull();
  });
});
