/** Spec 5.2: buttons with themes, sizes and ratios; a link when it has a destination. */
import type { ReactNode } from 'react';
import type { ButtonRatio, ButtonSize, ButtonTheme, ButtonType } from '../../schema/constants/component-defaults';
import { Link } from './Link';
import { cx, type Surface } from './tokens';

/** Classes of site/app/styles/button.css: short, since a page repeats its buttons in the HTML and the RSC payload. */
const base = 'btn';

const themes: Record<ButtonTheme, Record<Surface, string>> = {
  primary: { light: 'btn-pri', dark: 'btn-pri-d' },
  secondary: { light: 'btn-sec', dark: 'btn-sec-d' },
  tertiary: { light: 'btn-ter', dark: 'btn-ter-d' },
  link: { light: 'btn-lnk', dark: 'btn-lnk-d' },
};

/** Boxed themes get height and padding; text-like themes only type size. */
const sizes: Record<ButtonSize, { boxed: string; text: string }> = {
  xs: { boxed: 'btn-xs', text: 'btn-t-xs' },
  sm: { boxed: 'btn-sm', text: 'btn-t-sm' },
  md: { boxed: 'btn-md', text: 'btn-t-md' },
  lg: { boxed: 'btn-lg', text: 'btn-t-lg' },
};

const ratios: Record<ButtonRatio, string> = {
  auto: '',
  square: 'btn-sq',
  rectangle: 'btn-rect',
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

export const buttonClass = ({ theme = 'primary', size = 'md', ratio = 'auto', surface = 'light' }: Pick<ButtonProps, 'theme' | 'size' | 'ratio' | 'surface'>): string =>
  cx(base, themes[theme][surface], theme === 'primary' || theme === 'secondary' ? sizes[size].boxed : sizes[size].text, ratios[ratio]);

export function Button({ theme, size, ratio, surface, href, newTab, type = 'button', className, children, ...data }: ButtonProps) {
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
