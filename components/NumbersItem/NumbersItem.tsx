/** numbers_item (spec 3.10): one key figure with its prefix, unit and caption. */
import type { NumbersItemProps } from '../../schema/components/numbers_item';
import { noEdit, type ElementEditor } from '../../schema/define';
import type { BlockProps } from '../ui/block';
import { cx, type Surface } from '../ui/tokens';

export type NumbersItemVariant = 'regular' | 'big';

/** Short classes of site/app/styles/numbers.css: a page repeats them once per figure. */
const figureSizes: Record<NumbersItemVariant, string> = { regular: 'ni-reg', big: 'ni-big' };

/** Gold reads on navy; on white and grey only its deeper shade reaches WCAG AA. */
const accent: Record<Surface, string> = { light: 'text-gold-deep', dark: 'text-gold' };

export function NumbersItem({
  prefix,
  formatted,
  unit,
  text,
  surface = 'light',
  variant = 'regular',
  edit = noEdit,
}: NumbersItemProps & { surface?: Surface; variant?: NumbersItemVariant; edit?: ElementEditor }) {
  return (
    <div className="flex flex-col">
      <p className={cx(figureSizes[variant], surface === 'dark' ? 'text-white' : 'text-navy')}>
        {prefix ? (
          <span className={cx('ni-pre', accent[surface])} {...edit('prefix')}>
            {prefix}
          </span>
        ) : null}
        <span {...edit('number')}>{formatted}</span>
        {unit ? (
          <span className={cx('ni-unit', accent[surface])} {...edit('unit')}>
            {unit}
          </span>
        ) : null}
      </p>
      {text ? (
        <p className={cx('ni-cap', surface === 'dark' ? 'text-white/70' : 'text-body')} {...edit('text')}>
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** A numbers item placed on its own in a page's component list. */
export function NumbersItemBlock(props: BlockProps<'numbers_item', 'edit'>) {
  return (
    <section className={cx('px-5 py-10 sm:px-8 lg:px-12', props.background === 'grey' ? 'bg-gray-50' : 'bg-white')}>
      <div className="mx-auto max-w-[1440px]">
        <NumbersItem {...props} />
      </div>
    </section>
  );
}
