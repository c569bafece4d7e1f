import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { pictureCaptionComponent } from '../../schema/components/picture_caption_component';
import { mapItem, noEdit } from '../../schema/define';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { PictureCaption } from './PictureCaption';

describe('picture_caption_component (spec 3.2, 3.6)', () => {
  it("shows the picture with the editor's caption, in the page's language for its alt text", async () => {
    const html = await renderHtml(<PictureCaption {...propsFor('picture_caption_component', { image: dam(sampleImage), caption: fx.text('Aurora off Formentera') }, 'es')} />);
    expect(html).toMatch(/<figure[^>]*><img [^>]*alt="Un superyate fondeado frente a Mallorca"/);
    expect(html).toContain('>Aurora off Formentera</figcaption>');
  });

  it("without the editor's caption, the picture's own description from the DAM is the caption", async () => {
    expect(await renderHtml(<PictureCaption {...propsFor('picture_caption_component', { image: dam(sampleImage) })} />)).toContain('>Anchored at dusk</figcaption>');
  });

  it('no picture, or a video where a picture belongs, shows nothing and tells the editor in preview', async () => {
    const ref = { id: 'x', name: 'x', codename: 'x', type: 'picture_caption_component' };
    for (const [image, problem] of [[dam(), 'Choose a picture'], [dam(sampleVideo), "'cruising.mp4' is not an image"]] as const) {
      const mapped = mapItem(pictureCaptionComponent, { image }, { locale: 'en', item: ref, linkedItems: {} });
      expect(mapped.issues).toEqual([{ item: ref, element: 'image', problem }]);
      if (mapped.ok) expect(await renderHtml(<PictureCaption {...mapped.props} edit={noEdit} />)).toBe('');
    }
  });
});
