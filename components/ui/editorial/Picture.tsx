/** A tile's or portrait's picture from the media host, in the sizes the layout asks for (spec 3.6, 4.7). */
import { mediaUrl, MEDIA_QUALITY, srcSet } from '../media-url';

export function Picture({ url, alt, width, sizes, className }: { url: string; alt: string; width: number; sizes: string; className: string }) {
  return (
    <img
      src={mediaUrl(url, { w: width, q: MEDIA_QUALITY })}
      srcSet={srcSet(url, null)}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
