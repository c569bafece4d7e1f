/**
 * A DAM media item (spec 3.6) as a responsive image, or a muted looping video with its poster.
 * Images carry width and height so the page does not shift while they load. A video plays on its
 * own only where the caller gives the words of its pause button (heroes, covers); elsewhere it
 * waits under the browser's own controls.
 */
import { preload } from 'react-dom';
import type { EditAttributes } from '../../schema/define';
import type { MediaItem } from '../../schema/media';
import { MEDIA_PRESET_SIZES, type MediaPreset } from '../../schema/constants/media';
import { srcWidth } from '../../schema/media-variants';
import { coverSrcSet, cropSrcSet } from './cover-srcset';
import { MEDIA_QUALITY, mediaUrl, presetSrcSet, srcSet } from './media-url';
import { cx } from './tokens';
import type { Words } from '../../schema/words';
import { BackgroundVideo } from './video/BackgroundVideo.lazy.client';

/** What is drawn of a media item: an island passes just this much (yacht cards). */
export type MediaSource = Pick<MediaItem, 'url' | 'type' | 'width' | 'height' | 'alt' | 'title' | 'videoPoster' | 'isImage' | 'isVideo'>;

export const mediaSource = ({ url, type, width, height, alt, title, videoPoster, isImage, isVideo }: MediaItem): MediaSource => ({
  url,
  type,
  width,
  height,
  alt,
  title,
  videoPoster,
  isImage,
  isVideo,
});

/** Where the host's crop of the picture replaces it (a cover on a phone held upright): the shape, the media query and the width it shows at. */
export type PictureCrop = { aspect: number; media: string; sizes: string };

export type MediaProps = {
  media: MediaSource;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes?: string;
  /** Above the fold (a cover): load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Fill the positioned parent, cropping to cover it. */
  fill?: boolean;
  className?: string;
  /** A media host preset (spec 3.6): the host sizes and crops the image; a denser sibling joins the srcset. */
  preset?: MediaPreset;
  /** A video's pause and play words: with them it plays as a background video, without it waits for the visitor. */
  videoLabels?: Words<'backgroundVideo'>;
  /** An image's crop for screens that show only a slice of it (components/ui/cover-sizes.ts). */
  crop?: PictureCrop | null;
  /** The fewest CSS pixels the image ever shows across (a cover band's): narrower widths leave the srcset. */
  narrowest?: number;
} & EditAttributes;

export function Media({ media, sizes = '100vw', priority = false, fill = false, className, preset, videoLabels, crop, narrowest = 0, ...edit }: MediaProps) {
  const classes = cx(fill && 'media-fill', className);
  if (media.isVideo && videoLabels) {
    return (
      <BackgroundVideo
        src={media.url}
        type={media.type}
        poster={media.videoPoster ?? undefined}
        label={media.alt || undefined}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        className={classes}
        labels={videoLabels}
        attributes={edit}
      />
    );
  }
  if (media.isVideo) {
    return (
      <video
        className={classes}
        muted
        controls
        loop
        playsInline
        preload="metadata"
        poster={media.videoPoster ?? undefined}
        aria-label={media.alt || undefined}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        {...edit}
      >
        <source src={media.url} type={media.type} />
      </video>
    );
  }
  if (!media.isImage) return null;
  const image = (
    <img
      className={classes}
      src={preset ? mediaUrl(media.url, { p: preset }) : mediaUrl(media.url, { w: srcWidth(media.width), q: MEDIA_QUALITY })}
      srcSet={preset ? presetSrcSet(media.url, preset) : narrowest > 0 ? coverSrcSet(media.url, media.width, narrowest) : srcSet(media.url, media.width)}
      sizes={sizes}
      width={preset ? MEDIA_PRESET_SIZES[preset].w : (media.width ?? undefined)}
      height={preset ? MEDIA_PRESET_SIZES[preset].h : (media.height ?? undefined)}
      alt={media.alt}
      // Absent attributes are left out, not set to undefined: the page's RSC payload writes every prop it is given.
      // A priority image loads at once without saying so (eager is the default), a byte less twice over.
      {...(media.title ? { title: media.title } : {})}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      {...edit}
    />
  );
  if (!crop || !media.width || !media.height) return image;
  const cropped = cropSrcSet(media.url, crop.aspect, media.width, media.height);
  // React preloads a priority <img> by itself, but not one inside <picture>, whose source may win: the
  // crop a phone shows is asked for from the head, ahead of the stylesheets and scripts, where it applies.
  // (React leaves `href` out of the link when a srcset is given: the first candidate stands for it.)
  if (priority && cropped) preload(cropped.split(' ')[0] ?? media.url, { as: 'image', imageSrcSet: cropped, imageSizes: crop.sizes, media: crop.media, fetchPriority: 'high' });
  return (
    <picture>
      <source media={crop.media} srcSet={cropped} sizes={crop.sizes} />
      {image}
    </picture>
  );
}
