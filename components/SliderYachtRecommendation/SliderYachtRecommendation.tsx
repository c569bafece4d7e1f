/**
 * slider_yacht_recommendation_component: the yachts related to the page's yacht (Recommend
 * 'related-products'), shown as the yacht slider shows its cards; nothing when there are none. The
 * page carries the block's frame and the yachts' links; the cards come when the visitor nears them
 * (SimilarYachts.client.tsx, GET /api/similar-yachts/).
 */
import { withLoader, type BlockProps } from '../ui/block';
import { navigationListOf } from '../../schema/yacht/card';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { CardListHeader } from '../YachtCard/CardPreferences';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { similarYachtsUrl } from '../../schema/yacht/similar-response';
import { SimilarYachts } from './SimilarYachts.lazy.client';
import { wordsOf } from '../../schema/words';
import type { YachtCardData } from '../../schema/yacht/card';
import { load } from './load';

type Props = BlockProps<'slider_yacht_recommendation_component', 't' | 'edit'> & { data: YachtCardData[] };

function SliderYachtRecommendationView({ title, yacht, background, locale, data: cards, t, edit }: Props) {
  if (!yacht || cards.length === 0) return null;
  const cardLabels = wordsOf(t, 'yachtList.card');
  const list = navigationListOf(cards);
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <CardListHeader title={title ?? t('catalogue.recommendations.title')} titleEdit={edit('title')} labels={wordsOf(t, 'yachtList.preferences')} />
        <RecordYachtList list={list} view={yacht.view}>
          <div data-yacht-recommendations="">
            <SimilarYachts
              url={similarYachtsUrl({ yacht: yacht.codename, view: yacht.view }, locale)}
              yachts={list}
              names={cards.flatMap((card) => (card.href ? [card.name] : []))}
              labels={cardLabels}
              sliderLabels={wordsOf(t, 'yachtList.slider')}
            />
          </div>
        </RecordYachtList>
      </Container>
    </Section>
  );
}

export const SliderYachtRecommendation = withLoader(SliderYachtRecommendationView, load);
