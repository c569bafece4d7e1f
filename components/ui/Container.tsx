/** The page's content width: full (1440 px with gutters) or narrow (a comfortable reading width). */
import type { ReactNode } from 'react';
import type { EditAttributes } from '../../schema/define';
import { cx } from './tokens';

export type ContainerWidth = 'full' | 'narrow' | 'text';

/** Width and gutters in one short class each (site/app/styles/layout.css): in nearly every section of every page. */
const widths: Record<ContainerWidth, string> = {
  full: 'pg-full',
  narrow: 'pg-narrow',
  /** About 70 characters of body text per line. */
  text: 'pg-text',
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
    <div className={cx(widths[width], className)} {...edit}>
      {children}
    </div>
  );
}
