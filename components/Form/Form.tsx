/**
 * form_component (spec 2.16, 7.4): an embedded form in a frame, with a link to the same form on its
 * own page (for a visitor whose browser blocks frames, and for keyboard users leaving the frame).
 */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { linkTarget } from '../../schema/links';

export const FORM_FRAME_CLASS = 'block h-[50rem] w-full border-0 bg-white sm:h-[46rem]';

export function Form({ title, src, pageHref, background, formName, t, edit }: BlockProps<'form_component', 't' | 'edit'>) {
  return (
    <Section background={background} className="py-12">
      <Container>
        <div className="mx-auto max-w-2xl">
          {title ? (
            <h2 className="mb-4 text-center text-2xl font-light text-navy sm:text-3xl" {...edit('title')}>
              {title}
            </h2>
          ) : null}
          <iframe src={src} title={title ?? t(formName === 'newsletter' ? 'drawers.newsletterFrameTitle' : 'drawers.frameTitle')} loading="lazy" className={FORM_FRAME_CLASS} {...edit('form_url')} />
          <p className="mt-3 text-center text-sm text-body">
            <a className="underline decoration-gold underline-offset-4 hover:text-gold-deep" href={pageHref} {...linkTarget(pageHref)}>
              {t('drawers.openForm')}
            </a>
          </p>
        </div>
      </Container>
    </Section>
  );
}
