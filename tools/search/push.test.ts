/**
 * Publishing an index through algoliasearch's `replaceAllObjects` into the embedded engine: the
 * engine answers every call the client makes (operationIndex copy and move, batch, tasks), a new
 * plan replaces the old records whole, settings and sort replicas stay, and no temporary index is
 * left behind.
 */
import { describe, expect, it } from 'vitest';
import { createSearchClient } from '../../renderer/search/client';
import { engineRequester, openLocalSearch } from '../../services/search';
import type { EngineEndRequest } from '../../services/search/requester';
import { planIndexes, type IndexPlan } from './build';
import { pushIndex } from './push';
import { generatedItems } from './source';

const plan = planIndexes(generatedItems(5, 12)).indexes.find((index) => index.kind === 'yacht' && index.name.endsWith('_en'));
if (!plan) throw new Error('no English yacht index in the plan');

const setup = () => {
  const local = openLocalSearch(null);
  const calls: string[] = [];
  const inner = engineRequester(local.handler);
  const requester = {
    send: (request: EngineEndRequest) => {
      calls.push(`${request.method} ${new URL(request.url, 'http://engine.local').pathname.replace(/_tmp_\d+/, '_tmp')}`);
      return inner.send(request);
    },
  };
  const client = createSearchClient({ appId: 'embedded', apiKey: 'embedded' }, { kind: 'requester', requester });
  return { local, client, calls };
};

const objectIDs = async (client: ReturnType<typeof setup>['client'], indexName: string) =>
  (await client.searchSingleIndex({ indexName, searchParams: { query: '', hitsPerPage: 1000 } })).hits.map((hit) => hit.objectID).sort();

describe('search:index publishes with replaceAllObjects (spec 7.2)', () => {
  it('a second push replaces the records whole; settings, replicas and no temporary index remain', async () => {
    const { client, calls } = setup();
    const first: IndexPlan = { ...plan, records: plan.records.slice(0, 6) };
    const second: IndexPlan = { ...plan, records: plan.records.slice(4) };
    await pushIndex(client, first, () => undefined);
    expect(await objectIDs(client, plan.name)).toEqual(first.records.map((r) => r.objectID).sort());
    await pushIndex(client, second, () => undefined);
    // Records only in the first plan are gone; the live index holds exactly the second plan.
    expect(await objectIDs(client, plan.name)).toEqual(second.records.map((r) => r.objectID).sort());
    const replica = plan.replicas[0];
    if (!replica) throw new Error('the yacht index has sort replicas');
    expect(await objectIDs(client, replica.name)).toEqual(second.records.map((r) => r.objectID).sort());
    const settings = await client.getSettings({ indexName: plan.name });
    expect(settings.searchableAttributes).toEqual(plan.settings.searchableAttributes);
    expect(settings.replicas).toEqual(plan.replicas.map((r) => r.name));
    const { items } = await client.listIndices();
    expect(items.map((index) => index.name).filter((name) => name.includes('_tmp_'))).toEqual([]);
    // The calls the client made, each answered by the engine.
    expect(calls).toEqual(
      expect.arrayContaining([
        `POST /1/indexes/${plan.name}/operation`,
        `POST /1/indexes/${plan.name}_tmp/batch`,
        expect.stringMatching(new RegExp(`^GET /1/indexes/${plan.name}_tmp/task/\\d+$`)),
        `POST /1/indexes/${plan.name}_tmp/operation`,
      ]),
    );
  });

  it('an empty plan leaves the live index empty, not stale', async () => {
    const { client } = setup();
    await pushIndex(client, { ...plan, records: plan.records.slice(0, 3) }, () => undefined);
    await pushIndex(client, { ...plan, records: [] }, () => undefined);
    expect(await objectIDs(client, plan.name)).toEqual([]);
  });
});
