/** picture_caption_component (spec 3.2, 3.6): a picture at the text's width with its caption below. */
import type { BlockProps } from '../ui/block';
import { Picture } from '../ui/editorial/Picture';
import { Section } from '../ui/Section';

/** Widths a text column uses (46rem at most): one for each pixel density, both made when the demo is seeded. */
const WIDTHS = [768, 1440] as const;

export function PictureCaption({ picture, caption, background, edit }: BlockProps<'picture_caption_component', 'edit'>) {
  if (!picture) return null;
  const figure = (
    <figure className="rt-fig pg-text" {...edit('image')}>
      <Picture url={picture.url} alt={picture.alt} widths={WIDTHS} sizes="(min-width: 768px) 46rem, 100vw" className="rt-img" />
      {caption ? (
        <figcaption className="rt-cap" {...edit('caption')}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
  // On white, the figure alone: no band to draw, and nothing more to send.
  return background === 'grey' ? (
    <Section background={background} className="py-2">
      {figure}
    </Section>
  ) : (
    figure
  );
}
