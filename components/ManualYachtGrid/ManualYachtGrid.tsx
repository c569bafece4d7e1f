/**
 * manual_yacht_grid (spec 3.10 'Yacht list block', 5.3): the editor's yachts as a responsive grid of
 * the shared yacht card (1, 2 or 3 columns), with the units and currency switches above it. As the
 * page's listing it shows one page of cards with links to the others. Following a card
 * records the whole list's order, every page of it, for previous/next on the yacht page (3.7).
 */
import type { BlockProps } from '../ui/block';
import { BerthCard } from '../BerthCard/BerthCard';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { CardPreferences } from '../YachtCard/CardPreferences';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { YachtCard } from '../YachtCard/YachtCard';
import { ListingPager } from './ListingPager';
import { wordsOf } from '../../schema/words';

export function ManualYachtGrid({ cards, berths, background, navigation, view, paging, t, edit }: BlockProps<'manual_yacht_grid', 't' | 'edit'>) {
  if (cards.length === 0 && berths.length === 0) return null;
  const cardLabels = wordsOf(t, 'yachtList.card');
  // The grid has no heading of its own, so each card's name is a heading of the page's level 2.
  return (
    <Section background={background} className="py-10 md:py-16">
      <Container className="flex flex-col gap-6">
        {cards.length > 0 ? <CardPreferences labels={wordsOf(t, 'yachtList.preferences')} /> : null}
        <RecordYachtList list={navigation} view={view}>
          <ul data-yacht-grid className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" {...edit('yachts')}>
            {cards.map((card, index) => (
              <li key={`${card.codename}-${index}`}>
                <YachtCard card={card} labels={cardLabels} headingLevel="h2" />
              </li>
            ))}
            {berths.map((berth, index) => (
              <li key={`${berth.codename}-${index}`}>
                <BerthCard card={berth} labels={wordsOf(t, 'yachtList.berthCard')} headingLevel="h2" />
              </li>
            ))}
          </ul>
        </RecordYachtList>
        {paging ? <ListingPager paging={paging} t={t} /> : null}
      </Container>
    </Section>
  );
}
