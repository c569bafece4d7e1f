/** Spec 5.2: buttons with themes, sizes and ratios; a link when it has a destination. */
import type { ReactNode } from 'react';
import type { ButtonRatio, ButtonSize, ButtonTheme, ButtonType } from '../../schema/constants/component-defaults';
import { Link } from './Link';
import { cx, type Surface } from './tokens';

const base =
  'inline-flex items-center gap-3 font-semibold uppercase transition-colors duration-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold';

const themes: Record<ButtonTheme, Record<Surface, string>> = {
  primary: {
    light: 'bg-navy text-white hover:bg-gold-deep',
    // Navy on gold: white on this gold would fall short of WCAG AA.
    dark: 'bg-gold text-navy hover:bg-white',
  },
  secondary: {
    light: 'border border-navy text-navy hover:bg-navy hover:text-white',
    dark: 'border border-white/80 text-white hover:bg-white hover:text-navy',
  },
  tertiary: {
    light: 'border-b border-gold text-navy hover:text-gold-deep',
    dark: 'border-b border-gold text-white hover:text-gold-light',
  },
  link: {
    light: 'text-navy underline decoration-gold underline-offset-[6px] hover:text-gold-deep',
    dark: 'text-white underline decoration-gold underline-offset-[6px] hover:text-gold-light',
  },
};

/** Boxed themes get height and padding; text-like themes only type size. */
const sizes: Record<ButtonSize, { boxed: string; text: string }> = {
  xs: { boxed: 'h-8 px-3 text-[10px] tracking-[0.18em]', text: 'pb-1 text-[10px] tracking-[0.18em]' },
  sm: { boxed: 'h-10 px-5 text-[11px] tracking-[0.2em]', text: 'pb-1 text-[11px] tracking-[0.2em]' },
  md: { boxed: 'h-12 px-7 text-xs tracking-[0.22em]', text: 'pb-1.5 text-xs tracking-[0.22em]' },
  lg: { boxed: 'h-14 px-9 text-[13px] tracking-[0.22em]', text: 'pb-2 text-[13px] tracking-[0.22em]' },
};

const ratios: Record<ButtonRatio, string> = {
  auto: '',
  square: 'aspect-square justify-center !px-0',
  rectangle: 'min-w-[13rem] justify-center',
};

export type ButtonProps = {
  theme?: ButtonTheme;
  size?: ButtonSize;
  ratio?: ButtonRatio;
  surface?: Surface;
  /** A destination makes the button a link (already localised, or external). */
  href?: string | null;
  newTab?: boolean;
  type?: ButtonType;
  className?: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string | undefined };

export const buttonClass = ({
  theme = 'primary',
  size = 'md',
  ratio = 'auto',
  surface = 'light',
}: Pick<ButtonProps, 'theme' | 'size' | 'ratio' | 'surface'>): string =>
  cx(
    base,
    themes[theme][surface],
    theme === 'primary' || theme === 'secondary' ? sizes[size].boxed : sizes[size].text,
    ratios[ratio],
  );

export function Button({
  theme,
  size,
  ratio,
  surface,
  href,
  newTab,
  type = 'button',
  className,
  children,
  ...data
}: ButtonProps) {
  const classes = cx(buttonClass({ theme, size, ratio, surface }), className);
  if (href) {
    return (
      <Link href={href} newTab={newTab} className={classes} {...data}>
        {children}
      </Link>
    );
  }
  return (
    <button type={type} className={classes} {...data}>
      {children}
    </button>
  );
}
