/** Spec 4.7 (and 2.5): which image stands for a page in social cards and tiles. */
import { describe, expect, it } from 'vitest';
import { dam, fx, item, sampleImage, sampleVideo } from '../../schema/fixtures';
import { pageImage } from './image';

const other = { ...sampleImage, id: 'other', url: '/media/other/cover.jpg' };
const third = { ...sampleImage, id: 'third', url: '/media/third/hero.jpg' };

const pageWith = (elements: Record<string, unknown>) => item('page', 'page_under_test', { title: fx.text('Page'), url_slug: fx.urlSlug('/page'), components: fx.linked(), ...elements });

const cover = (media: object[], codename = 'cover') => item('page_cover_component', codename, { title: fx.text('Cover'), image_video: dam(...media) });
const videoHero = (media: object[]) => item('image_video_hero_component', 'video_hero', { media: dam(...media) });
const headline = item('headline_component', 'headline', { text: fx.text('Hello') });

describe('page image (spec 4.7)', () => {
  it('spec 4.7: dam_optional__content comes first, then overwrite_image, then the first hero', () => {
    const components = [cover([third])];
    expect(pageImage(pageWith({ dam_optional__content: dam(sampleImage), overwrite_image: dam(other) }), components)).toBe(sampleImage.url);
    expect(pageImage(pageWith({ overwrite_image: dam(other) }), components)).toBe(other.url);
    expect(pageImage(pageWith({}), components)).toBe(third.url);
  });

  it('spec 4.7: an element left empty is not a source; the next one is used', () => {
    const page = pageWith({ dam_optional__content: dam(), overwrite_image: fx.custom('[]') });
    expect(pageImage(page, [cover([third])])).toBe(third.url);
  });

  it('spec 4.7: the first hero in the component list counts, whatever comes before it', () => {
    expect(pageImage(pageWith({}), [headline, videoHero([other]), cover([third])])).toBe(other.url);
    expect(pageImage(pageWith({}), [headline, cover([third]), videoHero([other])])).toBe(third.url);
  });

  it('spec 2.5: a video gives its poster', () => {
    expect(pageImage(pageWith({ overwrite_image: dam(sampleVideo) }), [])).toBe(sampleVideo.videoPoster);
    expect(pageImage(pageWith({}), [videoHero([sampleVideo])])).toBe(sampleVideo.videoPoster);
  });

  it('has no image without a source, and skips a media value that is not valid JSON', () => {
    expect(pageImage(pageWith({}), [headline])).toBeNull();
    expect(pageImage(pageWith({ overwrite_image: fx.custom('{not json') }), [cover([third])])).toBe(third.url);
  });
});
