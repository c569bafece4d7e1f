import { describe, expect, it } from 'vitest';
import { normalisePath } from './path';

describe('spec 2.4 path normalisation', () => {
  it.each([
    ['/', '/'],
    ['/yacht-charter/', '/yacht-charter'],
    ['/yacht-charter', '/yacht-charter'],
    ['/es/yacht-charter/', '/yacht-charter'],
    ['/en/yacht-charter/', '/yacht-charter'],
    ['/es/', '/'],
    ['/es', '/'],
    ['/yacht-for-sale/azzam/?preview=true&x=1#deck', '/yacht-for-sale/azzam'],
    ['/es/oficinas-y-personas/', '/oficinas-y-personas'],
    ['/destino/c%C3%B4te-d-azur/', '/destino/côte-d-azur'],
  ])('%s is looked up as %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });

  it('keeps a path whose first segment only looks like a locale', () => {
    expect(normalisePath('/english/')).toBe('/english');
  });

  it.each(['/a/%00/', '/%2e%2e/secret/', '/a/../b/', '/a//b/', '/a/%2Fb/', '/a/%E0%A4%A/', `/${'x'.repeat(8192)}/`, 'no-leading-slash'])('rejects %s so it ends as a 404, not a lookup', (input) => {
    expect(normalisePath(input)).toBeNull();
  });
});
