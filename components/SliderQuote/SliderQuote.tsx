/** slider_quote_component: quotes of staff and clients (spec 3.10), one at a time; a single quote is drawn alone. */
import type { SliderQuoteProps } from '../../schema/components/slider_quote_component';
import type { ElementEditor } from '../../schema/define';
import { fill, wordsOf, type Translator } from '../../schema/words';
import { Quote } from '../QuotePeople/Quote';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { Slides } from '../ui/slider/Slides';

export function SliderQuote({ title, quotes, background, t, edit }: SliderQuoteProps & { t: Translator; edit: ElementEditor }) {
  if (quotes.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const heading = title ?? t('sliderQuote.title');
  const staff = t('quotePeople.staff');
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container width="narrow" className="flex flex-col gap-8">
        <BlockHead text={heading} className="text-center" {...edit('title')} />
        <div {...edit('quotes')}>
          <Slides
            layout="single"
            words={{ ...words, region: fill(words.slider, { title: heading }) }}
            slides={quotes.map(({ image: _image, background: _bg, ...quote }, index) => (
              <Quote key={index} {...quote} staffLabel={staff} />
            ))}
          />
        </div>
      </Container>
    </Section>
  );
}
