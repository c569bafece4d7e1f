/** headline_component: a section heading with its level, size, color, position and jump-to anchor. */
import type { HeadingPosition } from '../../schema/constants/component-defaults';
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';

const positions: Record<HeadingPosition, { text: string; rule: string }> = {
  left: { text: 'text-left', rule: 'mr-auto' },
  center: { text: 'text-center', rule: 'mx-auto' },
  right: { text: 'text-right', rule: 'ml-auto' },
};

export function Headline({ text, level, size, color, position, viewWidth, anchor, background, edit }: BlockProps<'headline_component', 'edit'>) {
  const onDark = color === 'white' || color === 'gray-50' || color === 'gray-white';
  return (
    <Section background={background} dark={onDark} className="pt-16 pb-4 md:pt-24 md:pb-6">
      <Container width={viewWidth === 'narrow' ? 'narrow' : 'full'} className={positions[position].text}>
        <Heading as={level} size={size} color={color} id={anchor ?? undefined} className="scroll-mt-28" {...edit('text')}>
          {text}
        </Heading>
        <span aria-hidden="true" className={cx('mt-6 block h-px w-12 bg-gold', positions[position].rule)} />
      </Container>
    </Section>
  );
}
