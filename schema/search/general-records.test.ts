/** Spec 4.7 on the general index: a news, event or destination tile shows its page's picture. */
import { describe, expect, it } from 'vitest';
import { dam, fx, item, sampleImage, sampleVideo } from '../fixtures';
import { buildRecords } from './records';

const cover = { ...sampleImage, id: 'cover', url: '/media/cover/harbour.jpg', alt: { en: 'The harbour at dawn', es: 'El puerto al amanecer' } };
const own = { ...sampleImage, id: 'own', url: '/media/own/tile.jpg' };

const news = (elements: Record<string, unknown>) =>
  item('page', 'page_news_story', {
    title: fx.text('A story'),
    url_slug: fx.urlSlug('/news-detail/a-story'),
    page_type: { type: 'taxonomy', taxonomy_group: 'page_type', value: [{ name: 'News', codename: 'news' }] },
    components: fx.linked('story_cover', 'story_text'),
    ...elements,
  });
const storyCover = (media: object) => item('page_cover_component', 'story_cover', { title: fx.text('A story'), image_video: dam(media) });
const storyText = item('richtext_component', 'story_text', { text: fx.richText('<p>Text</p>') });

// Tiles carry no amenities: the records' words are not needed here.
const imageOf = (items: object[], locale: 'en' | 'es' = 'en') =>
  buildRecords(items, locale, { amenities: {}, newToTheFleet: '', brands: {}, eventTypes: {}, departments: {}, newsTypes: {} }).general[0]?.image;

describe('general records: the tile picture (spec 4.7)', () => {
  it("without a picture of its own, a page's tile shows its cover's picture, in the page's language", () => {
    expect(imageOf([news({}), storyCover(cover), storyText])).toEqual({ url: cover.url, alt: 'The harbour at dawn' });
    expect(imageOf([news({}), storyCover(cover), storyText], 'es')).toEqual({ url: cover.url, alt: 'El puerto al amanecer' });
  });

  it('dam_optional__content, then overwrite_image, win over the cover', () => {
    expect(imageOf([news({ overwrite_image: dam(own) }), storyCover(cover), storyText])?.url).toBe(own.url);
    expect(imageOf([news({ dam_optional__content: dam(sampleImage), overwrite_image: dam(own) }), storyCover(cover)])?.url).toBe(sampleImage.url);
  });

  it('a video cover gives its poster; a page without any source has no picture', () => {
    expect(imageOf([news({}), storyCover(sampleVideo)])?.url).toBe(sampleVideo.videoPoster);
    expect(imageOf([news({}), storyText])).toBeNull();
  });
});
