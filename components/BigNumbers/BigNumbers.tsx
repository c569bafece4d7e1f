/** big_numbers_component: an introduction beside large key figures. */
import type { BlockProps } from '../ui/block';
import { NumbersItem } from '../NumbersItem/NumbersItem';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';

export function BigNumbers({ headline, text, items, background, renderRichText, edit }: BlockProps<'big_numbers_component', 'renderRichText' | 'edit'>) {
  if (items.length === 0 && !headline && !text) return null;
  return (
    <Section background={background} className="py-16 md:py-28">
      <Container className="grid gap-12 lg:grid-cols-[5fr_7fr] lg:gap-24">
        <div>
          <BlockHead text={headline} rule {...edit('headline')}>
            {text ? (
              <div className="max-w-xl text-body" {...edit('text')}>
                {renderRichText(text)}
              </div>
            ) : null}
          </BlockHead>
        </div>
        <ul className="grid gap-x-10 gap-y-12 sm:grid-cols-2" {...edit('items')}>
          {items.map((item, index) => (
            <li key={index} className="bn-item">
              <NumbersItem {...item} variant="big" />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
