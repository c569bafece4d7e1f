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
  const heading = (
    <Heading as="h2" size="2xl" color={color} id={id} className={className} {...edit}>
      {text}
    </Heading>
  );
  // Only the parts drawn: an absent slot would still be written into the page's RSC payload.
  if (!rule) {
    return children === undefined ? (
      heading
    ) : (
      <>
        {heading}
        {children}
      </>
    );
  }
  const line = <span aria-hidden="true" className="ui-rule" />;
  return children === undefined ? (
    <>
      {heading}
      {line}
    </>
  ) : (
    <>
      {heading}
      {line}
      {children}
    </>
  );
}
