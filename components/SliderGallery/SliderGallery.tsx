/**
 * slider_gallery_component (spec 2.8, 3.5): the yacht's gallery sections for the page's view as a
 * swiper slider with a tab per section; a picture opens the lightbox (zoom, keys, swipe). The
 * slides are server-rendered thumbnails; swiper and the lightbox load lazily.
 */
import type { BlockProps } from '../ui/block';
import { GalleryThumb } from '../Lightbox/GalleryThumb';
import { lightboxItem } from '../Lightbox/gallery-media';
import { LightboxHost } from '../Lightbox/LightboxHost.lazy.client';
import { lightboxLabels } from '../Lightbox/labels';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { SliderGalleryStrip } from './SliderGallery.lazy.client';
import { wordsOf } from '../../schema/words';

export function SliderGallery({ yacht, title, sections, background, t, edit }: BlockProps<'slider_gallery_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'gallery');
  const pictures = sections.flatMap((s) => s.images.map((media) => ({ media, section: s.label })));
  if (!yacht || pictures.length === 0) return null;
  const starts = sections.reduce<number[]>((acc, s, i) => [...acc, i === 0 ? 0 : (acc[i - 1] ?? 0) + (sections[i - 1]?.images.length ?? 0)], []);
  const total = pictures.length;
  return (
    <Section background={background} className="overflow-hidden py-14 md:py-20" id="gallery-slider" aria-labelledby="gallery-slider-title">
      <Container>
        <BlockHead text={title ?? labels.title} id="gallery-slider-title" className="mb-6" {...edit('title')} />
        <LightboxHost pictures={{ items: pictures.map((p) => lightboxItem(p.media, p.section)) }} name={yacht.name} labels={lightboxLabels(labels)}>
          <SliderGalleryStrip
            tabs={sections.map((s, i) => ({ label: s.label, start: starts[i] ?? 0, count: s.images.length }))}
            label={labels.sections}
            previous={labels.previous}
            next={labels.next}
            slides={pictures.map((p, i) => (
              <GalleryThumb
                key={`${p.media.id}-${i}`}
                media={p.media}
                index={i}
                total={total}
                labels={labels}
                className="aspect-[3/2] w-full"
                sizes="(min-width: 1440px) 460px, (min-width: 1024px) 31vw, (min-width: 768px) 45vw, 85vw"
              />
            ))}
          />
        </LightboxHost>
      </Container>
    </Section>
  );
}
