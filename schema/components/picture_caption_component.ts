/**
 * picture_caption_component (spec 3.2 rich text with images, 3.6 media item): a picture with its
 * caption, which an editor inserts into an article's rich text as a component, or places on a page.
 * `image` is one DAM image; `caption` is the editor's words for this use, else the picture's own
 * title or description from the DAM (spec 3.6); the background of spec 3.2.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, dam, firstMedia, optionalText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';

export type PictureCaptionProps = {
  picture: MediaItem | null;
  caption: string | null;
  background: Background;
};

export const pictureCaptionComponent = defineComponent({
  codename: 'picture_caption_component',
  elements: z.looseObject({
    image: dam(),
    caption: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): PictureCaptionProps => {
    const media = firstMedia(el.image, ctx.locale);
    if (!media?.isImage) ctx.report({ item: ctx.item, element: 'image', problem: media ? `'${media.name}' is not an image` : 'Choose a picture' });
    const picture = media?.isImage ? media : null;
    return {
      picture,
      caption: optionalText(el.caption) ?? (picture?.title || picture?.description || null),
      background: toBackground(el.background_color__options),
    };
  },
});
