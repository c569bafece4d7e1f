/**
 * slider_yacht_component (spec 3.3 yacht slide, 5.3 slide rules): a title, an optional link and a
 * slider of the shared yacht card; following a card records the slider's order for previous/next.
 * The page draws the cards a desktop row shows; the rest come when the visitor nears the slider
 * (GET /api/yacht-cards/), and are links until then. In preview the page draws every card, so
 * drafts and their editing marks show.
 */
import type { SliderYachtProps } from '../../schema/components/slider_yacht_component';
import { isEditing } from '../../schema/define';
import { YACHT_SLIDER_LAYOUT } from '../../schema/constants/yacht';
import { listViewOf, navigationListOf, type YachtCardData } from '../../schema/yacht/card';
import { sliderCardsUrl, YACHT_CARDS_MAX } from '../../schema/yacht/slider-cards';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { CardListHeader } from '../YachtCard/CardPreferences';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { YachtCard } from '../YachtCard/YachtCard';
import type { YachtCardLabels } from '../YachtCard/labels';
import type { MoreSlides } from './more-slides.client';
import { YachtSlider } from './YachtSlider.lazy.client';
import { wordsOf } from '../../schema/words';
import type { BlockProps } from '../ui/block';

/** The cards one row shows on a desktop screen: what every visitor sees without sliding. */
export const SLIDES_DRAWN = YACHT_SLIDER_LAYOUT.slidesPerView.lg;

const moreSlides = (rest: readonly YachtCardData[], { view, locale }: SliderYachtProps, labels: YachtCardLabels, headingLevel: 'h2' | 'h3'): MoreSlides | undefined =>
  rest.length === 0
    ? undefined
    : {
        url: sliderCardsUrl({ yachts: rest.map((card) => card.codename), view }, locale),
        links: rest.flatMap((card) => (card.href ? [{ href: card.href, name: card.name }] : [])),
        labels,
        headingLevel,
      };

export function SliderYacht(props: BlockProps<'slider_yacht_component', 't' | 'edit'>) {
  const { title, link, cards, background, t, edit } = props;
  if (cards.length === 0) return null;
  const cardLabels = wordsOf(t, 'yachtList.card');
  const headingLevel = title ? 'h3' : 'h2';
  const slidesEdit = edit('slides');
  const editing = isEditing(edit, 'slides');
  // In preview, and past what the route answers at once, the page draws every card.
  const drawn = editing || cards.length - SLIDES_DRAWN > YACHT_CARDS_MAX ? cards : cards.slice(0, SLIDES_DRAWN);
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <CardListHeader title={title} titleEdit={edit('title')} labels={wordsOf(t, 'yachtList.preferences')} />
        <RecordYachtList list={navigationListOf(cards)} view={listViewOf(cards)}>
          <div {...slidesEdit}>
            <YachtSlider
              labels={wordsOf(t, 'yachtList.slider')}
              slides={drawn.map((card) => (
                <YachtCard key={card.codename} card={card} labels={cardLabels} headingLevel={headingLevel} />
              ))}
              more={moreSlides(cards.slice(drawn.length), props, cardLabels, headingLevel)}
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
