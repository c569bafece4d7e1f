import { describe, expect, it } from 'vitest';
import { dialNumber, telHref } from './phone';

describe('phone numbers (spec 5.1)', () => {
  it("spec 5.1: every character except digits and '+' is removed", () => {
    expect(dialNumber('+34 971 123 456')).toBe('+34971123456');
    expect(dialNumber('+1 (954) 463-0600')).toBe('+19544630600');
    expect(dialNumber('+44 20.7493.7171 ext')).toBe('+442074937171');
  });

  it('gives a tel: href, or none when no digit is left', () => {
    expect(telHref('+377 93 10 04 50')).toBe('tel:+37793100450');
    expect(telHref('n/a')).toBeNull();
  });
});
