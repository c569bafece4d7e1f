// @vitest-environment happy-dom
/**
 * Contract (issue: the same InstantSearch UI on either service): the search page's own widgets,
 * unchanged, render the same thing whether the algoliasearch client talks to the embedded engine or
 * replays Algolia's documented answer for the same query. Only the client differs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { Configure, InstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ListFilter } from './Filters.client';
import { Found, Pages, YachtHits } from './Results.client';
import { searchLabels } from './labels';
import { TEST_INDEX, testEngineRequester } from '../../testing/search-records';
import { wordsOf } from '../../schema/words';
import { wordsIn } from '../../testing/component-kit';

const recorded = z.object({ results: z.array(z.record(z.string(), z.unknown())) }).parse(JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/algolia-search-page.json'), 'utf8')));

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;
const host = { hosts: [{ url: 'search.test', accept: 'readWrite' as const, protocol: 'https' as const }] };

const engineClient = (): LiteClient => liteClient('embedded', 'key', { requester: testEngineRequester(), ...host });

/** Replays the recorded answer for every query of a multi-query, as a recording of Algolia would. */
const recordedClient = (): LiteClient => {
  const requester: Requester = {
    send: async (request) => {
      const body = z.object({ requests: z.array(z.unknown()) }).parse(JSON.parse(String(request.data)));
      return { status: 200, isTimedOut: false, content: JSON.stringify({ results: body.requests.map(() => recorded.results[0]) }) };
    },
  };
  return liteClient('app', 'key', { requester, ...host });
};

// React's act() warns unless the environment says it is a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/** The page's widgets for 'feadship', one hit per page, with the builder filter. */
const renderSearch = async (client: LiteClient): Promise<HTMLElement> => {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const root = createRoot(container);
  const labels = searchLabels(wordsIn('en'), 'en');
  await act(async () => {
    root.render(
      <InstantSearch searchClient={client} indexName={TEST_INDEX}>
        <Configure query="feadship" hitsPerPage={1} />
        <ListFilter attribute="content.builderName" title="Builder" labels={labels} />
        <Found labels={labels} locale="en" />
        <YachtHits labels={labels} cardLabels={wordsOf(wordsIn('en'), 'yachtList.card')} locale="en" onOpen={() => undefined} />
        <Pages labels={labels} />
      </InstantSearch>,
    );
  });
  for (let tries = 0; tries < 50 && !container.querySelector('[data-search-hits]'); tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return container;
};

const visible = (container: HTMLElement) => ({
  found: container.querySelector('[data-search-found]')?.textContent,
  hits: [...container.querySelectorAll('[data-search-hits] > li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim()),
  builders: [...container.querySelectorAll('[data-filter="content.builderName"] label')].map((label) => label.textContent?.replace(/\s+/g, ' ').trim()),
  pages: [...container.querySelectorAll('[data-search-pagination] a')].map((a) => a.textContent),
});

describe('contract: the search page UI on the embedded engine and on Algolia (spec 2.10, 7.2)', () => {
  it('shows the same count, hits, facet counts and pages from either service', async () => {
    const engine = visible(await renderSearch(engineClient()));
    const algolia = visible(await renderSearch(recordedClient()));
    expect(engine.found).toBe('Found 2');
    expect(engine.hits).toHaveLength(1);
    expect(engine.hits[0]).toContain('AURORA');
    expect(engine.builders.some((text) => text?.includes('Feadship') && text.includes('2'))).toBe(true);
    expect(engine.pages).toEqual(['1', '2', '›']);
    expect(algolia).toEqual(engine);
  });
});
