/**
 * slider_yacht_recommendation_component: the yachts related to the page's yacht (Recommend
 * 'related-products'), shown as the yacht slider shows its cards; nothing when there are none.
 */
import type { SliderYachtRecommendationProps } from '../../schema/components/slider_yacht_recommendation_component';
import type { ElementEditor } from '../../schema/define';
import { navigationListOf, type YachtCardData } from '../../schema/yacht/card';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { CardListHeader } from '../YachtCard/CardPreferences';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { YachtCard } from '../YachtCard/YachtCard';
import type { YachtSliderLabels } from '../SliderYacht/SliderYacht';
import { YachtSlider } from '../SliderYacht/YachtSlider.lazy.client';

export type RecommendationLabels = YachtSliderLabels & { title: string };

type Props = SliderYachtRecommendationProps & { cards: YachtCardData[]; labels: RecommendationLabels; edit: ElementEditor };

export function SliderYachtRecommendation({ title, yacht, background, cards, labels, edit }: Props) {
  if (!yacht || cards.length === 0) return null;
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <CardListHeader title={title ?? labels.title} titleEdit={edit('title')} labels={labels.preferences} />
        <RecordYachtList list={navigationListOf(cards)} view={yacht.view}>
          <div data-yacht-recommendations="">
            <YachtSlider
              labels={{ previous: labels.previous, next: labels.next }}
              slides={cards.map((card) => (
                <YachtCard key={`${card.codename}-${card.view}`} card={card} labels={labels.card} />
              ))}
            />
          </div>
        </RecordYachtList>
      </Container>
    </Section>
  );
}
