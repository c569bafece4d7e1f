/**
 * The webhook's search step on the embedded engine through the real algoliasearch client: a
 * changed yacht's records are replaced, a view it lost is deleted, an unpublished yacht leaves the
 * index, a broken item keeps its old records, and other changes touch nothing.
 */
import { describe, expect, it } from 'vitest';
import { createSearchClient } from '../../../renderer/search/client';
import { validYachtElements } from '../../../schema/yacht/yacht.fixtures';
import { openLocalSearch } from '../../../services/search';
import { updateYachtRecords } from './search-records';

const setup = () => {
  const local = openLocalSearch(null);
  const client = createSearchClient({ appId: 'embedded', apiKey: 'k' }, { kind: 'requester', requester: local.requester });
  const ids = (index: string) => [...local.engine.get(index).collection.docs.keys()].sort();
  return { client, ids };
};

const change = (codename: string, type = 'yacht') => ({ kind: 'item' as const, codename, type, language: 'en' });

describe('webhook: search records of a changed yacht (spec 9.2)', () => {
  it('saves the yacht views in both locales and removes those it no longer has', async () => {
    const { client, ids } = setup();
    // Aurora is for sale and for charter: two records per locale.
    const elements = validYachtElements[0];
    await client.saveObjects({ indexName: 'YachtIndex_en', objects: [{ objectID: 'y_sale' }, { objectID: 'other_sale' }] });
    const lines = await updateYachtRecords([change('y')], async () => elements, client);
    expect(lines).toHaveLength(2);
    const expected = ['y_charter', 'y_sale'];
    expect(ids('YachtIndex_en')).toEqual([...expected, 'other_sale'].sort());
    expect(ids('YachtIndex_es')).toEqual(expected);
  });

  it('a yacht that became a ghost loses both views', async () => {
    const { client, ids } = setup();
    await client.saveObjects({ indexName: 'YachtIndex_en', objects: [{ objectID: 'g_sale' }, { objectID: 'g_charter' }] });
    await updateYachtRecords([change('g')], async () => validYachtElements[1], client);
    expect(ids('YachtIndex_en')).toEqual([]);
  });

  it('an unpublished yacht leaves the index; a broken one keeps its records', async () => {
    const { client, ids } = setup();
    await client.saveObjects({ indexName: 'YachtIndex_en', objects: [{ objectID: 'gone_sale' }, { objectID: 'broken_sale' }] });
    await updateYachtRecords([change('gone')], async () => null, client);
    await updateYachtRecords([change('broken')], async () => ({ name: 'no data' }), client);
    expect(ids('YachtIndex_en')).toEqual(['broken_sale']);
  });

  it('changes to other types write nothing', async () => {
    const { client } = setup();
    expect(await updateYachtRecords([change('home', 'page'), { kind: 'other', objectType: 'taxonomy' }], async () => null, client)).toEqual([]);
  });
});
