/** Spec 5.2: headings are uppercase and semibold; size follows the level unless given; five colors. */
import type { ReactNode } from 'react';
import {
  HEADING_LVL_SIZE,
  type HeadingColor,
  type HeadingSize,
  type HeadingTag,
} from '../../schema/constants/component-defaults';
import type { EditAttributes } from '../../schema/define';
import { cx } from './tokens';

const sizes: Record<HeadingSize, string> = {
  '4xl': 'text-[2.5rem] leading-[1.05] tracking-[0.08em] sm:text-6xl lg:text-7xl',
  '3xl': 'text-[2rem] leading-[1.1] tracking-[0.1em] sm:text-5xl lg:text-[3.5rem]',
  '3xl-tight': 'text-[2rem] leading-[1.05] tracking-[0.03em] sm:text-5xl lg:text-[3.5rem]',
  '3xl-search': 'text-3xl leading-tight tracking-[0.08em] sm:text-4xl',
  '2xl': 'text-2xl leading-tight tracking-[0.1em] sm:text-3xl lg:text-4xl',
  '2xl-tight': 'text-2xl leading-tight tracking-[0.03em] sm:text-3xl lg:text-4xl',
  'xl-austin': 'font-serif text-xl leading-snug tracking-[0.06em] sm:text-2xl',
  'xl-hurme': 'text-xl leading-snug tracking-[0.12em] sm:text-2xl',
  'xl-futura': 'text-xl leading-snug tracking-[0.16em] sm:text-2xl',
  lg: 'text-lg leading-snug tracking-[0.14em] sm:text-xl',
  md: 'text-base leading-snug tracking-[0.16em] sm:text-lg',
  sm: 'text-sm leading-snug tracking-[0.18em]',
  teaser: 'text-xs leading-snug tracking-[0.28em]',
};

const colors: Record<HeadingColor, string> = {
  white: 'text-white',
  'gray-50': 'text-gray-50',
  black: 'text-black',
  'blue-dark': 'text-navy',
  'gray-white': 'text-gray-white',
};

/** Spec 5.2: when size is absent it follows from the level (h1 4xl … h5 md); h6 reads as sm. */
export const sizeOfTag = (tag: HeadingTag): HeadingSize => {
  switch (tag) {
    case 'h1':
      return HEADING_LVL_SIZE[1];
    case 'h2':
      return HEADING_LVL_SIZE[2];
    case 'h3':
      return HEADING_LVL_SIZE[3];
    case 'h4':
      return HEADING_LVL_SIZE[4];
    case 'h5':
      return HEADING_LVL_SIZE[5];
    case 'h6':
      return 'sm';
  }
};

export type HeadingProps = {
  as: HeadingTag;
  size?: HeadingSize;
  color?: HeadingColor;
  id?: string;
  className?: string;
  children: ReactNode;
} & EditAttributes;

export function Heading({ as: Tag, size, color = 'black', id, className, children, ...edit }: HeadingProps) {
  return (
    <Tag
      id={id}
      className={cx('font-semibold uppercase', sizes[size ?? sizeOfTag(Tag)], colors[color], className)}
      {...edit}
    >
      {children}
    </Tag>
  );
}
