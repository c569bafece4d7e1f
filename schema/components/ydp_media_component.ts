/**
 * ydp_media_component (spec 2.8, 3.5, 3.6): the yacht's video for the page's view (the entry
 * flagged videoProfileCharter on a charter page, videoProfileSale on a sale page), with its poster
 * and WebVTT captions.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, optionalText, text, toBackground } from '../elements';
import { toMediaItem, type MediaItem } from '../media';
import { galleryVideo } from '../yacht/gallery-view';
import { pageYacht } from '../yacht/view';
import { galleryYacht, viewGalleryPart, type GalleryYacht } from './slider_gallery_component.view';

export type YdpMediaProps = {
  yacht: GalleryYacht | null;
  title: string | null;
  video: MediaItem | null;
  background: Background;
  locale: Locale;
};

/** The section's anchor, the jump-to link's target (spec 4.5). */
export const VIDEO_SECTION_ID = 'video' satisfies YachtSectionId;

export const ydpMediaComponent = defineComponent({
  codename: 'ydp_media_component',
  elements: z.looseObject({
    title: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): YdpMediaProps => {
    const yacht = pageYacht(ctx);
    const view = ctx.page.yachtType ?? (yacht?.dataType === 'sale' ? 'sale' : 'charter');
    const raw = yacht ? galleryVideo(viewGalleryPart(ctx, yacht), view) : null;
    const video = raw ? toMediaItem(raw, ctx.locale) : null;
    return {
      yacht: yacht ? galleryYacht(yacht) : null,
      title: optionalText(el.title),
      video: video?.isVideo ? video : null,
      background: toBackground(el.background_color__options),
      locale: ctx.locale,
    };
  },
});
