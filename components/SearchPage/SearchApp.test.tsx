// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { EMPTY_SEARCH_STATE } from '../../schema/search/url-state';
import { SearchApp } from './SearchApp.client';
import { searchLabels } from './labels';

const t = wordsIn('en');
const search = searchLabels(t, 'en');
const card = wordsOf(t, 'yachtList.card');
const preferences = wordsOf(t, 'yachtList.preferences');

describe('search without configuration (spec 8.4)', () => {
  it('says search is unavailable instead of showing an empty search', async () => {
    const page = await renderDom(
      <SearchApp
        config={{ mode: 'unconfigured' }}
        locale="en"
        initialState={EMPTY_SEARCH_STATE}
        searchPath="/search/"
        mobile={false}
        labels={search}
        cardLabels={card}
        preferenceLabels={preferences}
      />,
    );
    expect(page.getByText(search.unavailable).closest('[data-search-unavailable]')).not.toBeNull();
    expect(page.container.querySelector('[data-search-hits]')).toBeNull();
  });
});
