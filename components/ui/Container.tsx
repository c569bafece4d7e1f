/** The page's content width: full (1440 px with gutters) or narrow (a comfortable reading width). */
import type { ReactNode } from 'react';
import type { EditAttributes } from '../../schema/define';
import { cx } from './tokens';

export type ContainerWidth = 'full' | 'narrow' | 'text';

const widths: Record<ContainerWidth, string> = {
  full: 'max-w-[1440px]',
  narrow: 'max-w-4xl',
  /** About 70 characters of body text per line. */
  text: 'max-w-[46rem]',
};

export function Container({
  width = 'full',
  className,
  children,
  ...edit
}: {
  width?: ContainerWidth;
  className?: string;
  children: ReactNode;
} & EditAttributes) {
  return (
    // `page-gutter` (site/app/globals.css): one short class in every section, sent in the HTML and the RSC payload.
    <div className={cx('page-gutter', widths[width], className)} {...edit}>
      {children}
    </div>
  );
}
