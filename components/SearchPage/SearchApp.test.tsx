import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
import { EMPTY_SEARCH_STATE } from '../../schema/search/url-state';
import { SearchApp } from './SearchApp.client';
import { searchLabels } from './labels';

const t = wordsIn('en');
const search = searchLabels(t, 'en');
const card = wordsOf(t, 'yachtList.card');
const preferences = wordsOf(t, 'yachtList.preferences');

describe('search without configuration (spec 8.4)', () => {
  it('says search is unavailable instead of showing an empty search', () => {
    const html = renderToStaticMarkup(
      <SearchApp config={{ mode: 'unconfigured' }} locale="en" initialState={EMPTY_SEARCH_STATE} searchPath="/search/" mobile={false} labels={search} cardLabels={card} preferenceLabels={preferences} />,
    );
    expect(html).toContain('data-search-unavailable');
    expect(html).toContain(search.unavailable);
    expect(html).not.toContain('data-search-hits');
  });
});
