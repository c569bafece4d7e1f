/** split_banner_component: a full-bleed image half beside a deep navy text half. */
import type { BlockProps } from '../ui/block';
import type { VerticalAlignment } from '../../schema/constants/component-defaults';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { cx } from '../ui/tokens';

const vertical: Record<VerticalAlignment, string> = {
  top: 'justify-start',
  center: 'justify-center',
  bottom: 'justify-end',
};

export function SplitBanner({ title, text, media, verticalAlignment, horizontalAlignment, buttons, renderRichText, edit }: BlockProps<'split_banner_component', 'renderRichText' | 'edit'>) {
  return (
    <section className="grid bg-navy md:grid-cols-2">
      <div className={cx('relative min-h-[300px] overflow-hidden bg-navy-light sm:min-h-[420px] md:min-h-[600px]', horizontalAlignment === 'left' && 'md:order-last')} {...edit('image')}>
        {media ? <Media media={media} fill sizes="(min-width: 768px) 50vw, 100vw" /> : null}
      </div>
      <div className={cx('flex flex-col px-5 py-14 text-white sm:px-8 md:px-12 md:py-20 lg:px-20 xl:px-24', vertical[verticalAlignment])}>
        <span aria-hidden="true" className="mb-6 block h-px w-12 bg-gold" />
        <BlockHead text={title} color="white" className="max-w-xl" {...edit('title')} />
        {text ? (
          <div className="mt-6 max-w-xl text-white/80" {...edit('text')}>
            {renderRichText(text)}
          </div>
        ) : null}
        {buttons.length > 0 ? (
          <div className="mt-10 flex flex-wrap items-center gap-4" {...edit('buttons')}>
            {buttons.map((button, index) => (
              <ButtonLink key={index} {...button} surface="dark" edit={edit} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
