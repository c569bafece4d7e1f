/**
 * A gallery picture that opens the lightbox: a link to the full picture (it works without
 * JavaScript), marked for the LightboxHost around it. Lazy, sized by preset and `sizes` (spec 3.6).
 */
import type { MediaItem } from '../../schema/media';
import { cx } from '../ui/tokens';
import { featureUrl, presetSrcSet, thumbnailUrl, type GalleryPreset } from './gallery-media';
import { fill } from '../../schema/words';
import type { GalleryLabels } from './labels';

export function GalleryThumb({
  media,
  index,
  total,
  sizes,
  largest,
  labels,
  className,
  imageClassName,
}: {
  media: MediaItem;
  /** Its place in the lightbox. */
  index: number;
  total: number;
  sizes: string;
  /** The largest candidate worth offering: a small tile never needs the lightbox's 1440 px picture. */
  largest?: GalleryPreset;
  labels: GalleryLabels;
  className?: string;
  imageClassName?: string;
}) {
  return (
    <a href={featureUrl(media.url)} data-lightbox-index={index} aria-label={fill(labels.open, { index: index + 1, total, alt: media.alt })} className={cx('group yp-thumb', className)}>
      <img
        src={thumbnailUrl(media.url)}
        srcSet={presetSrcSet(media.url, largest)}
        sizes={sizes}
        alt={media.alt}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        loading="lazy"
        decoding="async"
        className={cx('yp-thumb-img', imageClassName)}
      />
    </a>
  );
}
