import { describe, expect, it } from 'vitest';
import { coverCropWidths } from '../../schema/cover-crops';
import { coverCrop, coverNarrowest, coverSizes } from './cover-sizes';

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

describe('a cover on a phone held upright asks for the slice it shows, cropped by the media host', () => {
  it('a large band: 3:4 where the screen is at most 0.66 : 1, shown 66% of the screen’s height wide', () => {
    expect(coverCrop('large', { width: 2000, height: 1250 })).toEqual({ aspect: 0.75, media: '(max-aspect-ratio: 66/100)', sizes: '66vh' });
  });

  it('a medium band (480 px high below md): square on screens narrower than 480 px', () => {
    expect(coverCrop('medium', { width: 2000, height: 1250 })).toEqual({ aspect: 1, media: '(max-width: 479px)', sizes: '480px' });
  });

  it('no crop where the phone sees nearly the whole picture, the picture is already that narrow, or its size is unknown', () => {
    expect(coverCrop('small', { width: 2000, height: 1250 })).toBeNull();
    expect(coverCrop('large', { width: 1200, height: 1600 })).toBeNull();
    expect(coverCrop('medium', { width: 1000, height: 1000 })).toBeNull();
    expect(coverCrop('large', { width: null, height: null })).toBeNull();
  });
});

describe('the least a band shows its picture across', () => {
  it('spec 5: the band’s least height (560 large, 480 medium, 360 small) times the picture’s shape; nothing for a picture of unknown size', () => {
    expect((['large', 'medium', 'small'] as const).map((size) => coverNarrowest(size, { width: 2000, height: 1250 }))).toEqual([896, 768, 576]);
    expect(coverNarrowest('large', { width: null, height: null })).toBe(0);
  });
});

describe('the crops a page lists', () => {
  it('spec 5: none under 960 px, which a phone at 2x or more never picks, nor the original’s largest when a few per cent past the widest listed', () => {
    // The 1,250 px height holds a 3:4 crop 937 px wide: the one crop of a large band.
    expect(coverCropWidths(3 / 4, 2000, 1250)).toEqual([937]);
    expect(coverCropWidths(1, 1600, 1000)).toEqual([960]);
    expect(coverCropWidths(1, 2000, 1250)).toEqual([960, 1200]);
    expect(coverCropWidths(3 / 4, 4000, 2500)).toEqual([960, 1200]);
    // An original too small for any listed width is offered whole.
    expect(coverCropWidths(3 / 4, 600, 400)).toEqual([300]);
  });
});
