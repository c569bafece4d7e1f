/**
 * gallery_teaser_component (spec 2.16; 3.10 content flags): a mosaic of up to five pictures with a
 * title and a button to where the rest are (the yacht page's own teaser is
 * gallery_teaser_for_yacht_component). The spec names the type only: `title`, `text`, `images`
 * (a DAM selection), `buttons` and `content_flags` are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, dam, linkedItems, optionalText, requiredText, text, toBackground } from '../elements';
import { toMediaItem, type MediaItem } from '../media';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';
import { contentFlags, toContentFlags } from './content-flags';

/** The mosaic's tiles. */
export const GALLERY_TEASER_MAX = 5;

export type GalleryTeaserProps = {
  title: string;
  text: string | null;
  images: MediaItem[];
  buttons: ButtonLinkProps[];
  background: Background;
  animated: boolean;
};

export const galleryTeaserComponent = defineComponent({
  codename: 'gallery_teaser_component',
  elements: z.looseObject({
    title: requiredText('Title is required'),
    text: text().optional(),
    images: dam(),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
    content_flags: contentFlags().optional(),
  }),
  toProps: (el, ctx): GalleryTeaserProps => ({
    title: el.title.value.trim(),
    text: optionalText(el.text),
    images: el.images.value
      .map((raw) => toMediaItem(raw, ctx.locale))
      .filter((media) => media.isImage)
      .slice(0, GALLERY_TEASER_MAX),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    background: toBackground(el.background_color__options),
    animated: toContentFlags(el.content_flags).animated,
  }),
});
