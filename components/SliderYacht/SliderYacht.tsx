/**
 * slider_yacht_component (spec 3.3 yacht slide, 5.3 slide rules): a title, an optional link and a
 * slider of the shared yacht card; following a card records the slider's order for previous/next.
 */
import type { SliderYachtProps } from '../../schema/components/slider_yacht_component';
import type { ElementEditor } from '../../schema/define';
import { navigationListOf } from '../../schema/yacht/card';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { CardPreferences } from '../YachtCard/CardPreferences';
import type { PreferenceLabels, YachtCardLabels } from '../YachtCard/labels';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { YachtCard } from '../YachtCard/YachtCard';
import { YachtSlider } from './YachtSlider.lazy.client';

export type YachtSliderLabels = { card: YachtCardLabels; preferences: PreferenceLabels; previous: string; next: string };

export function SliderYacht({ title, link, cards, background, labels, edit }: SliderYachtProps & { labels: YachtSliderLabels; edit: ElementEditor }) {
  if (cards.length === 0) return null;
  const view = cards.every((card) => card.view === 'sale') ? 'sale' : 'charter';
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          {title ? (
            <Heading as="h2" size="2xl" color="blue-dark" {...edit('title')}>
              {title}
            </Heading>
          ) : null}
          <CardPreferences labels={labels.preferences} />
        </div>
        <RecordYachtList list={navigationListOf(cards)} view={view}>
          <div {...edit('slides')}>
            <YachtSlider
              labels={{ previous: labels.previous, next: labels.next }}
              slides={cards.map((card) => (
                <YachtCard key={card.codename} card={card} labels={labels.card} />
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
