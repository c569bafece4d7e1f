/** numbers_component (spec 3.10): a row of key figures between hairlines; 'inverted' sets it on navy. */
import type { BlockProps } from '../ui/block';
import { NumbersItem } from '../NumbersItem/NumbersItem';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';

export function Numbers({ headline, style, items, background, edit }: BlockProps<'numbers_component', 'edit'>) {
  if (items.length === 0 && !headline) return null;
  const inverted = style === 'inverted';
  /** Four or more figures sit four to a row on large screens, fewer in one row from tablets up. */
  const wide = items.length >= 4;
  return (
    <Section background={background} dark={inverted} className="py-14 md:py-20">
      <Container>
        {headline ? (
          <Heading as="h2" size="lg" color={inverted ? 'white' : 'blue-dark'} className="mb-10 text-center md:mb-14" {...edit('headline')}>
            {headline}
          </Heading>
        ) : null}
        <ul className={cx('grid grid-cols-2 gap-y-10 border-y py-10 md:py-12', wide ? 'lg:grid-cols-4' : 'md:grid-cols-3', inverted ? 'border-white/15' : 'border-navy/10')} {...edit('items')}>
          {items.map((item, index) => (
            <li key={index} className={cx('nb-cell', wide ? index % 4 !== 0 && 'lg:border-l' : index > 0 && 'md:border-l', inverted ? 'border-white/15' : 'border-navy/10')}>
              <NumbersItem {...item} surface={inverted ? 'dark' : 'light'} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
