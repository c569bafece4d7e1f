/** numbers_item (spec 3.10): one key figure with its prefix, unit and caption. */
import type { NumbersItemProps } from '../../schema/components/numbers_item';
import { cx, type Surface } from '../ui/tokens';

export type NumbersItemVariant = 'regular' | 'big';

const figureSizes: Record<NumbersItemVariant, string> = {
  regular: 'text-4xl sm:text-5xl',
  big: 'text-6xl sm:text-7xl lg:text-8xl',
};

/** Gold reads on navy; on white and grey only its deeper shade reaches WCAG AA. */
const accent: Record<Surface, string> = { light: 'text-gold-deep', dark: 'text-gold' };

export function NumbersItem({
  prefix,
  formatted,
  unit,
  text,
  surface = 'light',
  variant = 'regular',
}: NumbersItemProps & { surface?: Surface; variant?: NumbersItemVariant }) {
  return (
    <div className="flex flex-col">
      <p
        className={cx(
          'leading-none font-light tracking-tight',
          figureSizes[variant],
          surface === 'dark' ? 'text-white' : 'text-navy',
        )}
      >
        {prefix ? <span className={cx('mr-1 text-[0.6em]', accent[surface])}>{prefix}</span> : null}
        <span>{formatted}</span>
        {unit ? (
          <span className={cx('ml-1 text-[0.45em] font-normal tracking-normal uppercase', accent[surface])}>{unit}</span>
        ) : null}
      </p>
      {text ? (
        <p
          className={cx(
            'mt-4 max-w-[16rem] text-[11px] leading-relaxed font-medium tracking-[0.2em] uppercase',
            surface === 'dark' ? 'text-white/70' : 'text-body',
          )}
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** A numbers item placed on its own in a page's component list. */
export function NumbersItemBlock(props: NumbersItemProps) {
  return (
    <section className={cx('px-5 py-10 sm:px-8 lg:px-12', props.background === 'grey' ? 'bg-gray-50' : 'bg-white')}>
      <div className="mx-auto max-w-[1440px]">
        <NumbersItem {...props} />
      </div>
    </section>
  );
}
