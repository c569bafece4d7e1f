/** page_cover_component: a full-bleed image or video with the page title over a dark gradient. */
import type { HorizontalAlignment, PageCoverSize, VerticalAlignment } from '../../schema/constants/component-defaults';
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { cx } from '../ui/tokens';
import { coverPicture } from '../ui/cover-sizes';
import { wordsOf } from '../../schema/words';

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
/** The gradient darkens where the text sits, so white text stays legible on any image. */
const gradients: Record<VerticalAlignment, string> = { top: 'pc-top', center: 'pc-mid', bottom: 'pc-btm' };

export function PageCover({ title, subtitle, media, verticalAlignment, horizontalAlignment, size, buttons, t, edit }: BlockProps<'page_cover_component', 't' | 'edit'>) {
  return (
    <section className={heights[size]}>
      {media ? <Media media={media} fill priority {...coverPicture(size, media)} className="-z-20" videoLabels={wordsOf(t, 'backgroundVideo')} {...edit('image_video')} /> : null}
      <div aria-hidden="true" className={gradients[verticalAlignment]} />
      <Container className={cx('pc-body', vertical[verticalAlignment], horizontal[horizontalAlignment].text)}>
        <span aria-hidden="true" className="pc-rule" />
        <Heading as="h1" size="4xl" color="white" className="max-w-5xl drop-shadow-sm" {...edit('title')}>
          {title}
        </Heading>
        {subtitle ? (
          <p className="pc-sub" {...edit('subtitle')}>
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
