/** picture_caption_component (spec 3.2, 3.6): a picture at the text's width with its caption below. */
import type { PictureCaptionProps } from '../../schema/components/picture_caption_component';
import type { ElementEditor } from '../../schema/define';
import { Container } from '../ui/Container';
import { Picture } from '../ui/editorial/Picture';
import { Section } from '../ui/Section';

export function PictureCaption({ picture, caption, background, edit }: PictureCaptionProps & { edit: ElementEditor }) {
  if (!picture) return null;
  return (
    <Section background={background} className="py-6">
      <Container width="text">
        <figure className="rt-fig" {...edit('image')}>
          <Picture url={picture.url} alt={picture.alt} widths={[960, 640, 1440]} sizes="(min-width: 768px) 46rem, 100vw" className="rt-img" />
          {caption ? (
            <figcaption className="rt-cap" {...edit('caption')}>
              {caption}
            </figcaption>
          ) : null}
        </figure>
      </Container>
    </Section>
  );
}
