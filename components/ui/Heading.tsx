/** Spec 5.2: headings are uppercase and semibold; size follows the level unless given; five colors. */
import type { ReactNode } from 'react';
import { HEADING_LVL_SIZE, type HeadingColor, type HeadingSize, type HeadingTag } from '../../schema/constants/component-defaults';
import type { EditAttributes } from '../../schema/define';
import { cx, defined } from './tokens';

/** One class per size (site/app/styles/heading.css), each uppercase and semibold. */
const sizes: Record<HeadingSize, string> = {
  '4xl': 'ttl-4xl',
  '3xl': 'ttl-3xl',
  '3xl-tight': 'ttl-3xt',
  '3xl-search': 'ttl-3xs',
  '2xl': 'ttl-2xl',
  '2xl-tight': 'ttl-2xt',
  'xl-austin': 'ttl-xla',
  'xl-hurme': 'ttl-xlh',
  'xl-futura': 'ttl-xlf',
  lg: 'ttl-lg',
  md: 'ttl-md',
  sm: 'ttl-sm',
  teaser: 'ttl-tsr',
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
    <Tag {...defined({ id })} className={cx(sizes[size ?? sizeOfTag(Tag)], colors[color], className)} {...edit}>
      {children}
    </Tag>
  );
}
