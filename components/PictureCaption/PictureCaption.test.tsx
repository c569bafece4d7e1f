// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { pictureCaptionComponent } from '../../schema/components/picture_caption_component';
import { mapItem, noEdit } from '../../schema/define';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { PictureCaption } from './PictureCaption';

describe('picture_caption_component (spec 3.2, 3.6)', () => {
  it("shows the picture with the editor's caption, in the page's language for its alt text", async () => {
    const page = await renderDom(<PictureCaption {...propsFor('picture_caption_component', { image: dam(sampleImage), caption: fx.text('Aurora off Formentera') }, 'es')} />);
    const figure = page.getByRole('figure');
    expect(figure.contains(page.getByRole('img', { name: 'Un superyate fondeado frente a Mallorca' }))).toBe(true);
    expect(figure.querySelector('figcaption')?.textContent).toBe('Aurora off Formentera');
  });

  it("without the editor's caption, the picture's own description from the DAM is the caption", async () => {
    const page = await renderDom(<PictureCaption {...propsFor('picture_caption_component', { image: dam(sampleImage) })} />);
    expect(page.getByRole('figure').querySelector('figcaption')?.textContent).toBe('Anchored at dusk');
  });

  it('no picture, or a video where a picture belongs, shows nothing and tells the editor in preview', async () => {
    const ref = { id: 'x', name: 'x', codename: 'x', type: 'picture_caption_component' };
    for (const [image, problem] of [
      [dam(), 'Choose a picture'],
      [dam(sampleVideo), "'cruising.mp4' is not an image"],
    ] as const) {
      const mapped = mapItem(pictureCaptionComponent, { image }, { locale: 'en', item: ref, linkedItems: {} });
      expect(mapped.issues).toEqual([{ item: ref, element: 'image', problem }]);
      if (mapped.ok) expect((await renderDom(<PictureCaption {...mapped.props} edit={noEdit} />)).container.childNodes).toHaveLength(0);
    }
  });
});
