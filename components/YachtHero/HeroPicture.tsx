/**
 * The yacht hero's picture (spec 2.8): the page's largest paint, and a link to the full picture
 * that opens the lightbox with zoom, as the gallery's pictures do. It opens at this picture among
 * the view's gallery (fetched when the visitor reaches for it), or shows it alone.
 */
import type { YachtHeroData } from '../../schema/components/yacht_hero_component';
import type { Locale } from '../../schema/constants/locale';
import type { MediaItem } from '../../schema/media';
import { yachtGalleryUrl } from '../../schema/yacht/gallery-response';
import { featureUrl, lightboxItem } from '../Lightbox/gallery-media';
import type { LightboxPictures } from '../Lightbox/LightboxHost.client';
import { LightboxHost } from '../Lightbox/LightboxHost.lazy.client';
import { lightboxLabels, type GalleryLabels } from '../Lightbox/labels';
import { Media } from '../ui/Media';

export function HeroPicture({
  image,
  name,
  lightbox,
  locale,
  labels,
  draft,
}: {
  image: MediaItem;
  name: string;
  lightbox: YachtHeroData['lightbox'];
  locale: Locale;
  labels: GalleryLabels;
  /** A preview shows the draft's picture: the published gallery may not hold it, so it opens alone. */
  draft: boolean;
}) {
  const gallery = draft ? null : lightbox;
  const pictures: LightboxPictures = gallery ? { url: yachtGalleryUrl(gallery.gallery, locale) } : { items: [lightboxItem(image, labels.title)] };
  const index = gallery?.index ?? 0;
  return (
    // The link fills the hero's media box (the host's div is not positioned), named by the picture's alt text.
    <LightboxHost pictures={pictures} name={name} labels={lightboxLabels(labels)}>
      <a href={featureUrl(image.url)} data-lightbox-index={index} aria-label={image.alt ? undefined : name} className="yp-hero-open">
        <Media media={image} fill priority sizes="100vw" />
      </a>
    </LightboxHost>
  );
}
