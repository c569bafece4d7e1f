/**
 * A block's section heading, as an h2 (the page's h1 is its hero), with the short gold rule under
 * it when asked and the block's intro after it. Nothing of the heading is drawn without words; the
 * intro (children) still is.
 */
import type { ReactNode } from 'react';
import type { HeadingColor } from '../../schema/constants/component-defaults';
import type { EditAttributes } from '../../schema/define';
import { Heading } from './Heading';

export type BlockHeadProps = {
  text: string | null;
  /** For a section's aria-labelledby. */
  id?: string;
  /** Spacing and alignment of the heading itself. */
  className?: string;
  color?: Extract<HeadingColor, 'blue-dark' | 'white'>;
  rule?: boolean;
  children?: ReactNode;
} & EditAttributes;

export function BlockHead({ text, id, className, color = 'blue-dark', rule = false, children, ...edit }: BlockHeadProps) {
  if (!text) return children ?? null;
  return (
    <>
      <Heading as="h2" size="2xl" color={color} id={id} className={className} {...edit}>
        {text}
      </Heading>
      {rule ? <span aria-hidden="true" className="ui-rule" /> : null}
      {children}
    </>
  );
}
