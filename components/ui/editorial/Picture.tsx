/**
 * A tile's or portrait's picture from the media host (spec 3.6, 4.7). It names only the widths its
 * layout can use: every srcset entry is sent twice (HTML and RSC payload), and portraits repeat.
 * The widths are among those the media host makes (schema/media-variants.ts).
 */
import type { MediaPictureWidth } from '../../../schema/media-variants';
import { mediaUrl, MEDIA_QUALITY } from '../media-url';

export function Picture({
  url,
  alt,
  widths,
  sizes = '100vw',
  className,
  priority = false,
}: {
  url: string;
  alt: string;
  widths: readonly [MediaPictureWidth, ...MediaPictureWidth[]];
  sizes?: string;
  className: string;
  /** The page's largest paint (a list's first picture): fetched at once, ahead of the rest. */
  priority?: boolean;
}) {
  return (
    <img
      src={mediaUrl(url, { w: widths[0], q: MEDIA_QUALITY })}
      // One width needs no choice: no srcset or sizes to send.
      srcSet={widths.length > 1 ? widths.map((w) => `${mediaUrl(url, { w, q: MEDIA_QUALITY })} ${w}w`).join(', ') : undefined}
      sizes={widths.length > 1 ? sizes : undefined}
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
