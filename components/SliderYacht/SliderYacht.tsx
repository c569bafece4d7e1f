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
import type { PreferenceLabels, YachtCardLabels } from '../YachtCard/labels';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { YachtCard } from '../YachtCard/YachtCard';
import { YachtSlider } from './YachtSlider.lazy.client';

export type YachtSliderLabels = { card: YachtCardLabels; preferences: PreferenceLabels; previous: string; next: string };

export function SliderYacht({ title, link, cards, background, labels, edit }: SliderYachtProps & { labels: YachtSliderLabels; edit: ElementEditor }) {
  if (cards.length === 0) return null;
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <CardListHeader title={title} titleEdit={edit('title')} labels={labels.preferences} />
        <RecordYachtList list={navigationListOf(cards)} view={listViewOf(cards)}>
          <div {...edit('slides')}>
            <YachtSlider
              labels={{ previous: labels.previous, next: labels.next }}
              slides={cards.map((card) => (
                <YachtCard key={card.codename} card={card} labels={labels.card} headingLevel={title ? 'h3' : 'h2'} />
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
