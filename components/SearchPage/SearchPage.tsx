/**
 * search_page_component (spec 2.10): the page's heading (it names the scope searched), the intro and
 * the search island. The island needs the
 * request (the URL's search state and whether the visitor is on a phone), which only the search
 * page route has; placed on any other page it links to the search page instead.
 */
import type { SearchPageProps } from '../../schema/components/search_page_component';
import { SEARCH_PATH } from '../../schema/constants/yacht';
import { withLoader, type BlockProps } from '../ui/block';
import { publicPath } from '../../schema/locale';
import { wordsOf, type Translator } from '../../schema/words';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { searchUrlQuery } from '../../schema/search/url-state';
import { SearchAppLoader } from './SearchAppLoader.client';
import type { SearchLoaderProps } from './SearchIsland.client';
import { load, type SearchPageData } from './load';
import { searchLabels } from './labels';

export type SearchPageContext = Omit<SearchLoaderProps, 'locale'> | null;

/** The island's data on the search page route (this request's search, spec 9.2); null anywhere else. */
const contextOf = (locale: SearchPageProps['locale'], t: Translator, data: SearchPageData): SearchPageContext => {
  if (!data) return null;
  const { request, config, yachts } = data;
  const searchPath = publicPath(SEARCH_PATH, locale);
  return {
    config,
    yachts,
    route: `${searchPath}${searchUrlQuery(request.state)}`,
    initialState: request.state,
    searchPath,
    mobile: request.mobile,
    labels: searchLabels(t, locale),
    cardLabels: wordsOf(t, 'yachtList.card'),
    preferenceLabels: wordsOf(t, 'yachtList.preferences'),
  };
};

function SearchPageView({ intro, locale, background, data, edit, t }: BlockProps<'search_page_component', 'edit' | 't'> & { data: SearchPageData }) {
  const context = contextOf(locale, t, data);
  return (
    <Section background={background} className="py-10">
      {/* Tells the page-wide script that this is the search page (refer-to-search, spec 4.3). */}
      {context ? <span hidden data-search-page="" /> : null}
      <Container className="flex flex-col gap-6">
        {/* The page's heading names the scope searched, Yachts or Website (spec 2.10). */}
        {context ? (
          <Heading as="h1" size="4xl" color="blue-dark">
            {context.labels.headings[context.initialState.index]}
          </Heading>
        ) : null}
        {/* The intro is the yacht search's: the website scope has only its heading. */}
        {intro && context?.initialState.index !== 'g' ? (
          <p className="max-w-3xl text-body" {...edit('intro')}>
            {intro}
          </p>
        ) : null}
        {context ? (
          <SearchAppLoader {...context} locale={locale} />
        ) : (
          <a href={publicPath(SEARCH_PATH, locale)} className="self-start bg-navy px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase">
            {t('search.label')}
          </a>
        )}
      </Container>
    </Section>
  );
}

export const SearchPage = withLoader(SearchPageView, load);
