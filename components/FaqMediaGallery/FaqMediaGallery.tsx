/** faq__media_gallery: captioned pictures side by side; all on the page, no slider and no script. */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';

export function FaqMediaGallery({ title, media, background, edit }: BlockProps<'faq__media_gallery', 'edit'>) {
  if (media.length === 0) return null;
  return (
    <Section background={background} className="py-12 md:py-16">
      <Container>
        {title ? (
          <Heading as="h2" size="lg" color="blue-dark" className="mb-8" {...edit('title')}>
            {title}
          </Heading>
        ) : null}
        <div className="faq-gal" {...edit('dam_media')}>
          {media.map((picture) => (
            <figure key={picture.id} className="faq-fig">
              <div className="faq-media">
                <Media media={picture} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
              </div>
              {(picture.title ?? picture.description) ? <figcaption className="faq-cap">{picture.title ?? picture.description}</figcaption> : null}
            </figure>
          ))}
        </div>
      </Container>
    </Section>
  );
}
