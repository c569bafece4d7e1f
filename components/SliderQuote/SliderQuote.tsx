/** slider_quote_component: quotes of staff and clients (spec 3.10), one at a time; a single quote is drawn alone. */
import type { BlockProps } from '../ui/block';
import { wordsOf } from '../../schema/words';
import { Quote } from '../QuotePeople/Quote';
import { SliderSection } from '../ui/slider/SliderSection';

export function SliderQuote({ title, quotes, background, t, edit }: BlockProps<'slider_quote_component', 't' | 'edit'>) {
  if (quotes.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const heading = title ?? t('sliderQuote.title');
  const staff = t('quotePeople.staff');
  return (
    <SliderSection
      background={background}
      heading={heading}
      headingEdit={edit('title')}
      slidesEdit={edit('quotes')}
      words={words}
      layout="single"
      narrow
      slides={quotes.map(({ image: _image, background: _bg, ...quote }, index) => (
        <Quote key={index} {...quote} staffLabel={staff} />
      ))}
    />
  );
}
