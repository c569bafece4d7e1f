/** page_cover_component: a full-bleed image or video with the page title over a dark gradient. */
import type { HorizontalAlignment, PageCoverSize, VerticalAlignment } from '../../schema/constants/component-defaults';
import type { PageCoverProps } from '../../schema/components/page_cover_component';
import type { ElementEditor } from '../../schema/define';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { cx } from '../ui/tokens';
import { BREAKPOINTS } from '../../schema/constants/layout';
import { wordsOf, type Translator } from '../../schema/words';

/** The band in its three heights (site/app/styles/page-cover.css). */
const heights: Record<PageCoverSize, string> = { small: 'pc-sm', medium: 'pc-md', large: 'pc-lg' };
const vertical: Record<VerticalAlignment, string> = {
  top: 'justify-start pt-32 md:pt-40',
  center: 'justify-center py-24',
  bottom: 'justify-end pb-16 md:pb-24',
};
const horizontal: Record<HorizontalAlignment, { text: string; row: string }> = {
  left: { text: 'items-start text-left', row: 'justify-start' },
  center: { text: 'items-center text-center', row: 'justify-center' },
  right: { text: 'items-end text-right', row: 'justify-end' },
};
/** The band's heights in page-cover.css: below `md`, and from `md` on; large is 88% of the screen's height. */
const BAND_HEIGHTS: Record<Exclude<PageCoverSize, 'large'>, readonly [number, number]> = { small: [360, 440], medium: [480, 620] };
const LARGE_SHARE = 0.88;
const LANDSCAPE = 16 / 10;

/**
 * How wide the cover picture shows (its `sizes`). The band crops the picture to cover it, so where
 * the band is taller than the screen's width holds, the picture is wider than the screen: asking
 * for 100vw there gave a phone a picture it enlarged two to three times.
 */
export const coverSizes = (size: PageCoverSize, aspect: number): string => {
  // A large band is height-bound on screens narrower than its picture at 88% of their height.
  if (size === 'large') return `(max-aspect-ratio: ${Math.round(LARGE_SHARE * aspect * 100)}/100) ${Math.ceil(LARGE_SHARE * 100 * aspect)}vh, 100vw`;
  const [phone, wide] = BAND_HEIGHTS[size].map((height) => Math.ceil(height * aspect));
  return [
    ...(phone ? [`(max-width: ${Math.min(phone, BREAKPOINTS.md) - 1}px) ${phone}px`] : []),
    ...(wide && wide > BREAKPOINTS.md ? [`(max-width: ${wide - 1}px) ${wide}px`] : []),
    '100vw',
  ].join(', ');
};

/** The gradient darkens where the text sits, so white text stays legible on any image. */
const gradients: Record<VerticalAlignment, string> = { top: 'pc-top', center: 'pc-mid', bottom: 'pc-btm' };

export function PageCover({
  title,
  subtitle,
  media,
  verticalAlignment,
  horizontalAlignment,
  size,
  buttons,
  t,
  edit,
}: PageCoverProps & { t: Translator; edit: ElementEditor }) {
  return (
    <section className={heights[size]}>
      {media ? <Media media={media} fill priority sizes={coverSizes(size, media.width && media.height ? media.width / media.height : LANDSCAPE)} className="-z-20" videoLabels={wordsOf(t, 'backgroundVideo')} {...edit('image_video')} /> : null}
      <div aria-hidden="true" className={gradients[verticalAlignment]} />
      <Container
        className={cx('pc-body', vertical[verticalAlignment], horizontal[horizontalAlignment].text)}
      >
        <span aria-hidden="true" className="pc-rule" />
        <Heading as="h1" size="4xl" color="white" className="max-w-5xl drop-shadow-sm" {...edit('title')}>
          {title}
        </Heading>
        {subtitle ? (
          <p
            className="pc-sub"
            {...edit('subtitle')}
          >
            {subtitle}
          </p>
        ) : null}
        {buttons.length > 0 ? (
          <div className={cx('pc-btns', horizontal[horizontalAlignment].row)} {...edit('buttons')}>
            {buttons.map((button, index) => (
              <ButtonLink key={index} {...button} surface="dark" edit={edit} />
            ))}
          </div>
        ) : null}
      </Container>
    </section>
  );
}
