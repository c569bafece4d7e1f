/** The registry entry of search_page_component: the component with this request's search and words. */
import type { SearchPageProps } from '../../schema/components/search_page_component';
import type { ElementEditor } from '../../schema/define';
import { SEARCH_PATH } from '../../schema/constants/yacht';
import { publicPath } from '../../schema/locale';
import { SearchPage } from '../../components/SearchPage/SearchPage';
import en from '../messages/en.json';
import es from '../messages/es.json';
import { publicSearchConfig } from '../lib/search';
import { searchRequest } from '../lib/search-request';
import { yachtListLabels } from '../lib/yacht-labels';

const MESSAGES = { en: en.search, es: es.search } as const;

export function SearchPageEntry(props: SearchPageProps & { edit: ElementEditor }) {
  const request = searchRequest();
  const searchPath = publicPath(SEARCH_PATH, props.locale);
  const labels = MESSAGES[props.locale];
  const list = yachtListLabels(props.locale);
  const context = request
    ? { config: publicSearchConfig(), initialState: request.state, searchPath, mobile: request.mobile, labels, cardLabels: list.card, preferenceLabels: list.preferences }
    : null;
  return <SearchPage {...props} context={context} fallback={{ href: searchPath, text: labels.label }} />;
}
