/**
 * algolia_yacht_grid_component (spec 3.10 'Search component'): the first yachts of an editor's search
 * as the shared yacht cards, its refinements as chips when showFilters is set, and a link to the
 * same search on the search page. Following a card records the grid's order for previous/next (3.7).
 */
import { withLoader, type BlockProps } from '../ui/block';
import { listViewOf, navigationListOf } from '../../schema/yacht/card';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { CardListHeader } from '../YachtCard/CardPreferences';
import { RecordYachtList } from '../YachtCard/RecordYachtList.client';
import { YachtCard } from '../YachtCard/YachtCard';
import { chipText } from './chip-text';
import { wordsOf } from '../../schema/words';
import { load, type YachtGridData } from './load';

type Props = BlockProps<'algolia_yacht_grid_component', 't' | 'edit'> & { data: YachtGridData };

function AlgoliaYachtGridView({ locale, title, searchHref, showFilters, chips, background, data, t, edit }: Props) {
  const { cards, total } = data;
  if (cards.length === 0) return null;
  const labels = wordsOf(t, 'catalogue.grid');
  return (
    <Section background={background} className="py-10 md:py-16">
      <Container>
        <div data-yacht-search-grid="" className="flex flex-col gap-6">
          <CardListHeader title={title} titleEdit={edit('title')} labels={wordsOf(t, 'yachtList.preferences')} />
          {showFilters && chips.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3" {...edit('show_filters')}>
              <ul aria-label={labels.filtersLabel} className="flex flex-wrap gap-2">
                {chips.map((chip, index) => (
                  <li key={`${chip.attribute}-${index}`} data-grid-chip="" className="rounded-full border border-gray-200 bg-white px-3 py-1 text-sm text-navy">
                    {chipText(chip, labels.chips, locale)}
                  </li>
                ))}
              </ul>
              <a href={searchHref} data-grid-refine="" className="text-sm font-semibold text-navy underline decoration-gold underline-offset-4 hover:text-gold-deep">
                {labels.refine}
              </a>
            </div>
          ) : null}
          <RecordYachtList list={navigationListOf(cards)} view={listViewOf(cards)}>
            <ul data-yacht-grid className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" {...edit('query_string')}>
              {cards.map((card, index) => (
                <li key={`${card.codename}-${card.view}-${index}`}>
                  <YachtCard card={card} labels={wordsOf(t, 'yachtList.card')} headingLevel={title ? 'h3' : 'h2'} />
                </li>
              ))}
            </ul>
          </RecordYachtList>
          <div className="flex justify-center">
            <Button theme="secondary" href={searchHref} data-grid-view-all="">
              {t('catalogue.grid.viewAll', { count: total })}
            </Button>
          </div>
        </div>
      </Container>
    </Section>
  );
}

// The renderer runs the search first (a failed search skips the block, spec 8.4).
export const AlgoliaYachtGrid = withLoader(AlgoliaYachtGridView, load);
