/**
 * gallery_teaser_for_yacht_component (spec 2.8): three to five of the yacht's pictures in a
 * composed grid (one large, the rest beside it), and 'View all N photos' opening the lightbox at
 * the first picture. The grid is server-rendered; only the lightbox is a (lazy) island.
 */
import { GALLERY_SECTION_ID } from '../../schema/components/gallery_teaser_for_yacht_component';
import { isEditing } from '../../schema/define';
import { GalleryThumb } from '../Lightbox/GalleryThumb';
import { featureUrl, lightboxItem } from '../Lightbox/gallery-media';
import { LightboxHost } from '../Lightbox/LightboxHost.lazy.client';
import type { LightboxPictures } from '../Lightbox/LightboxHost.client';
import { yachtGalleryUrl } from '../../schema/yacht/gallery-response';
import { lightboxLabels } from '../Lightbox/labels';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';
import { wordsOf } from '../../schema/words';
import type { BlockProps } from '../ui/block';

/** The grid shows at most this many pictures; the rest are one click away in the lightbox. */
const TEASER_MAX = 5;

/** Tile layout by how many pictures the grid shows (desktop: four columns, two rows). */
const TILE: Record<number, readonly string[]> = {
  1: ['md:col-span-4 md:row-span-2'],
  2: ['md:col-span-2 md:row-span-2', 'md:col-span-2 md:row-span-2'],
  3: ['md:col-span-2 md:row-span-2', 'md:col-span-2', 'md:col-span-2'],
  4: ['md:col-span-2 md:row-span-2', 'md:col-span-2', 'md:col-span-1', 'md:col-span-1'],
  5: ['md:col-span-2 md:row-span-2', 'md:col-span-1', 'md:col-span-1', 'md:col-span-1', 'md:col-span-1'],
};

export function GalleryTeaserForYacht({ yacht, title, sections, pictures: source, background, locale, t, edit }: BlockProps<'gallery_teaser_for_yacht_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'gallery');
  const pictures = sections.flatMap((s) => s.images.map((media) => ({ media, section: s.label })));
  const first = pictures[0];
  if (!yacht || !first) return null;
  const shown = pictures.slice(0, TEASER_MAX);
  const tiles = TILE[shown.length] ?? [];
  const total = pictures.length;
  // Live, the lightbox fetches the published pictures when the visitor reaches for it; a preview
  // (its smart-link marks present) hands over the draft's own.
  const lightboxPictures: LightboxPictures = source && !isEditing(edit, 'title') ? { url: yachtGalleryUrl(source, locale) } : { items: pictures.map((p) => lightboxItem(p.media, p.section)) };
  return (
    <Section background={background} className="py-14 md:py-20" id={GALLERY_SECTION_ID} aria-labelledby="gallery-teaser-title">
      <Container>
        <LightboxHost pictures={lightboxPictures} name={yacht.name} labels={lightboxLabels(labels)}>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <BlockHead text={title ?? labels.title} id="gallery-teaser-title" {...edit('title')} />
            <a href={featureUrl(first.media.url)} data-lightbox-index={0} className="yp-view-all" data-gallery-view-all="">
              {t('gallery.viewAll', { count: total })}
            </a>
          </div>
          <ul className="grid grid-cols-2 gap-2 md:h-[34rem] md:grid-cols-4 md:grid-rows-2 md:gap-3">
            {shown.map((p, i) => (
              <li
                key={i}
                className={cx(
                  i === 0 ? 'col-span-2 aspect-[3/2] md:aspect-auto' : 'aspect-[3/2] md:aspect-auto',
                  // Phones show the large picture and two below it.
                  i > 2 && 'max-md:hidden',
                  tiles[i],
                )}
              >
                <GalleryThumb
                  media={p.media}
                  index={i}
                  total={total}
                  labels={labels}
                  className="h-full w-full"
                  sizes={i === 0 ? '(min-width: 1440px) 700px, (min-width: 768px) 50vw, 100vw' : '(min-width: 1440px) 350px, (min-width: 768px) 25vw, 50vw'}
                  // A small tile is at most 360 CSS px wide: 960 px covers it on a 2x screen.
                  largest={i === 0 ? 'yacht-feature' : 'yacht-thumbnail-large'}
                />
              </li>
            ))}
          </ul>
        </LightboxHost>
      </Container>
    </Section>
  );
}
