/** A full-width band with the component's background (spec 3.2: grey or white). */
import type { ReactNode } from 'react';
import type { Background } from '../../schema/constants/component-defaults';
import { cx } from './tokens';

const backgrounds: Record<Background, string> = { grey: 'bg-gray-50', white: 'bg-white' };

export function Section({
  background,
  dark = false,
  className,
  children,
  ...rest
}: {
  background: Background;
  /** A deep navy band instead of the background, for light text. */
  dark?: boolean;
  className?: string;
  children: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <section className={cx(dark ? 'bg-navy' : backgrounds[background], className)} {...rest}>
      {children}
    </section>
  );
}
