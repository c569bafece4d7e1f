import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import { EMPTY_SEARCH_STATE } from '../../schema/search/url-state';
import { SearchApp } from '../../components/SearchPage/SearchApp.client';

const card = { length: 'Length', guests: 'Guests', cabins: 'Cabins', compare: { add: 'Add', added: 'Added' }, newToTheFleet: 'New', view: 'View yacht' };
const preferences = { units: 'Units', unitOptions: [], currency: 'Currency', currencyOptions: [] };

describe('search without configuration (spec 8.4)', () => {
  it('says search is unavailable instead of showing an empty search', () => {
    const html = renderToStaticMarkup(
      <SearchApp config={{ mode: 'unconfigured' }} locale="en" initialState={EMPTY_SEARCH_STATE} searchPath="/search/" mobile={false} labels={en.search} cardLabels={card} preferenceLabels={preferences} />,
    );
    expect(html).toContain('data-search-unavailable');
    expect(html).toContain(en.search.unavailable);
    expect(html).not.toContain('data-search-hits');
  });
});
