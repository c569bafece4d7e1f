/**
 * The webhook's search step on the embedded engine through the real algoliasearch client: a
 * changed yacht's records are replaced, a view it lost is deleted, an unpublished yacht leaves the
 * index, a broken item keeps its old records, and other changes touch nothing.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fx } from '../../../schema/fixtures';
import { createSearchClient } from '../../../renderer/search/client';
import { validYachtElements } from '../../../schema/yacht/yacht.fixtures';
import { openLocalSearch } from '../../../services/search';
import { updateYachtRecords } from './search-records';

const savedSchema = z.object({ content: z.object({ ribbon: z.string().optional() }) });

const setup = () => {
  const local = openLocalSearch(null);
  const client = createSearchClient({ appId: 'embedded', apiKey: 'k' }, { kind: 'requester', requester: local.requester });
  const ids = (index: string) => [...local.engine.get(index).collection.docs.keys()].sort();
  const record = (index: string, objectID: string) => savedSchema.safeParse(local.engine.get(index).collection.docs.get(objectID)?.record).data;
  return { client, ids, record };
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

  it("spec 4.2: the saved records carry each view's ribbon in each index's language", async () => {
    const { client, record } = setup();
    const aurora = validYachtElements[0] ?? {};
    // Aurora is new to the charter fleet, not to the sale market.
    await updateYachtRecords([change('y')], async () => aurora, client);
    expect(record('YachtIndex_en', 'y_charter')?.content.ribbon).toBe('New to the fleet');
    expect(record('YachtIndex_es', 'y_charter')?.content.ribbon).toBe('Nuevo en la flota');
    expect(record('YachtIndex_en', 'y_sale')?.content.ribbon).toBeUndefined();
    // An editor's ribbon wins in both views, as the editor wrote it in each language.
    const words = { en: 'Price reduced', es: 'Precio rebajado' } as const;
    await updateYachtRecords([change('y')], async (_codename, locale) => ({ ...aurora, ribbon_text: fx.text(words[locale]) }), client);
    for (const view of ['charter', 'sale']) {
      expect(record('YachtIndex_en', `y_${view}`)?.content.ribbon).toBe('Price reduced');
      expect(record('YachtIndex_es', `y_${view}`)?.content.ribbon).toBe('Precio rebajado');
    }
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
