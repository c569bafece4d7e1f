/**
 * slider_yacht_component (spec 3.3 yacht slide, 5.3 slide rules): a title, an optional link and a
 * slider of the shared yacht card; following a card records the slider's order for previous/next.
 */
import type { SliderYachtProps } from '../../schema/components/slider_yacht_component';
import type { ElementEditor } from '../../schema/define';
import { listViewOf, navigationListOf } from '../../schema/yacht/card';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { CardListHeader } from '../YachtCard/CardPreferences';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { YachtCard } from '../YachtCard/YachtCard';
import { YachtSlider } from './YachtSlider.lazy.client';
import { wordsOf, type Translator } from '../../schema/words';

export function SliderYacht({ title, link, cards, background, t, edit }: SliderYachtProps & { t: Translator; edit: ElementEditor }) {
  if (cards.length === 0) return null;
  const cardLabels = wordsOf(t, 'yachtList.card');
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <CardListHeader title={title} titleEdit={edit('title')} labels={wordsOf(t, 'yachtList.preferences')} />
        <RecordYachtList list={navigationListOf(cards)} view={listViewOf(cards)}>
          <div {...edit('slides')}>
            <YachtSlider
              labels={wordsOf(t, 'yachtList.slider')}
              slides={cards.map((card) => (
                <YachtCard key={card.codename} card={card} labels={cardLabels} headingLevel={title ? 'h3' : 'h2'} />
              ))}
            />
          </div>
        </RecordYachtList>
        {link ? (
          <div className="flex justify-center" {...edit('link')}>
            <ButtonLink {...link} edit={edit} />
          </div>
        ) : null}
      </Container>
    </Section>
  );
}
