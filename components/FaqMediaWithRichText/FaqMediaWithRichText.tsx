/** faq_media_with_rich_text: a picture or video beside an FAQ passage, on the side the editor chose. */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';

export function FaqMediaWithRichText({ title, text, media, mediaPosition, background, edit, renderRichText }: BlockProps<'faq_media_with_rich_text', 'edit' | 'renderRichText'>) {
  return (
    <Section background={background} className="py-12 md:py-16">
      <Container className={media ? 'faq-two md:items-center' : undefined}>
        {media ? (
          <figure className={cx('m-0', mediaPosition === 'right' && 'md:order-last')}>
            <div className="faq-media" {...edit('dam_media')}>
              <Media media={media} fill sizes="(min-width: 768px) 50vw, 100vw" />
            </div>
            {media.description && media.description !== media.alt ? <figcaption className="faq-cap">{media.description}</figcaption> : null}
          </figure>
        ) : null}
        <div className="max-w-xl">
          {title ? (
            <Heading as="h2" size="lg" color="blue-dark" className="mb-5" {...edit('title')}>
              {title}
            </Heading>
          ) : null}
          <div className="text-body" {...edit('text')}>
            {renderRichText(text)}
          </div>
        </div>
      </Container>
    </Section>
  );
}
