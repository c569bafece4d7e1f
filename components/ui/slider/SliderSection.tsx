/**
 * The section of the article, news and quote sliders: the block's heading, then its slides (a
 * slider region named after the heading). `narrow`: one column of quotes under a centred heading.
 * Whatever follows the slides (a link) comes as children.
 */
import type { ReactNode } from 'react';
import type { Background } from '../../../schema/constants/component-defaults';
import type { EditAttributes } from '../../../schema/define';
import { fill, type Words } from '../../../schema/words';
import { BlockHead } from '../BlockHead';
import { Container } from '../Container';
import { Section } from '../Section';
import type { SliderLayout } from './Slider.client';
import { Slides } from './Slides';

export function SliderSection({
  background,
  heading,
  headingEdit,
  slidesEdit,
  words,
  layout,
  slides,
  narrow = false,
  children,
}: {
  background: Background;
  heading: string;
  headingEdit: EditAttributes;
  slidesEdit: EditAttributes;
  words: Words<'editorial'>;
  layout: SliderLayout;
  slides: ReactNode[];
  narrow?: boolean;
  children?: ReactNode;
}) {
  const head = <BlockHead text={heading} {...(narrow ? { className: 'text-center' } : {})} {...headingEdit} />;
  const row = (
    <div {...slidesEdit}>
      <Slides layout={layout} words={{ ...words, region: fill(words.slider, { title: heading }) }} slides={slides} />
    </div>
  );
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container width={narrow ? 'narrow' : 'full'} className={narrow ? 'flex flex-col gap-8' : 'flex flex-col gap-6'}>
        {/* Only the parts drawn: an absent slot would still be written into the page's RSC payload. */}
        {children === undefined ? (
          <>
            {head}
            {row}
          </>
        ) : (
          <>
            {head}
            {row}
            {children}
          </>
        )}
      </Container>
    </Section>
  );
}
