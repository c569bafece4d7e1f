/** page_cover_component: a full-bleed image or video with the page title over a dark gradient. */
import type { HorizontalAlignment, PageCoverSize, VerticalAlignment } from '../../schema/constants/component-defaults';
import type { PageCoverProps } from '../../schema/components/page_cover_component';
import type { ElementEditor } from '../../schema/define';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Media } from '../ui/Media';
import { cx } from '../ui/tokens';

const heights: Record<PageCoverSize, string> = {
  small: 'min-h-[360px] md:min-h-[440px]',
  medium: 'min-h-[480px] md:min-h-[620px]',
  large: 'min-h-[560px] h-[88svh] max-h-[1000px]',
};
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
const gradients: Record<VerticalAlignment, string> = {
  top: 'bg-linear-to-b from-navy/75 via-navy/25 to-navy/10',
  center: 'bg-navy/40',
  bottom: 'bg-linear-to-t from-navy/85 via-navy/30 to-navy/10',
};

export function PageCover({
  title,
  subtitle,
  media,
  verticalAlignment,
  horizontalAlignment,
  size,
  buttons,
  edit,
}: PageCoverProps & { edit: ElementEditor }) {
  return (
    <section className={cx('relative isolate flex overflow-hidden bg-navy', heights[size])}>
      {media ? <Media media={media} fill priority sizes="100vw" className="-z-20" {...edit('image_video')} /> : null}
      <div aria-hidden="true" className={cx('absolute inset-0 -z-10', gradients[verticalAlignment])} />
      <Container
        className={cx('flex flex-1 flex-col', vertical[verticalAlignment], horizontal[horizontalAlignment].text)}
      >
        <span aria-hidden="true" className="mb-6 block h-px w-16 bg-gold" />
        <Heading as="h1" size="4xl" color="white" className="max-w-5xl drop-shadow-sm" {...edit('title')}>
          {title}
        </Heading>
        {subtitle ? (
          <p
            className="mt-5 max-w-2xl text-base leading-relaxed font-light tracking-wide text-white/85 md:text-xl"
            {...edit('subtitle')}
          >
            {subtitle}
          </p>
        ) : null}
        {buttons.length > 0 ? (
          <div className={cx('mt-10 flex flex-wrap gap-4', horizontal[horizontalAlignment].row)} {...edit('buttons')}>
            {buttons.map((button, index) => (
              <ButtonLink key={index} {...button} surface="dark" edit={edit} />
            ))}
          </div>
        ) : null}
      </Container>
    </section>
  );
}
