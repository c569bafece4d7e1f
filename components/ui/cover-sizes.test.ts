import { describe, expect, it } from 'vitest';
import { coverSizes } from './cover-sizes';

describe('cover picture width (sizes): page covers, heroes, hero slides', () => {
  it('asks for the width the band shows the picture at: wider than a phone where its height crops a landscape picture', () => {
    expect(coverSizes('medium', 1.6)).toBe('(max-width: 767px) 768px, (max-width: 991px) 992px, 100vw');
    expect(coverSizes('small', 1.6)).toBe('(max-width: 575px) 576px, 100vw');
    // 88% of the height: height-bound on screens narrower than 1.41 : 1, every phone held upright among them.
    expect(coverSizes('large', 1.6)).toBe('(max-aspect-ratio: 141/100) 141vh, 100vw');
    // A square picture is cropped less: a narrower request.
    expect(coverSizes('medium', 1)).toBe('(max-width: 479px) 480px, 100vw');
  });
});
