/**
 * Pushes an index plan through the algoliasearch client, the same way to hosted Algolia and to the
 * embedded engine: settings and replicas first, then the client's own `replaceAllObjects` (the
 * records into a temporary copy of the index in batches, then an atomic `move` over the live one),
 * so searches never see a half-built index.
 */
import type { Algoliasearch } from 'algoliasearch';
import type { IndexPlan } from './build';

export const BATCH_SIZE = 1000;

export type PushProgress = (line: string) => void;

export const pushIndex = async (client: Algoliasearch, plan: IndexPlan, log: PushProgress): Promise<void> => {
  const waits: Array<Promise<unknown>> = [];
  const wait = (indexName: string, taskID: number) => waits.push(client.waitForTask({ indexName, taskID }));
  const settings = await client.setSettings({ indexName: plan.name, indexSettings: plan.settings });
  wait(plan.name, settings.taskID);
  for (const replica of plan.replicas) {
    const { primary: _primary, ...own } = replica.settings;
    const task = await client.setSettings({ indexName: replica.name, indexSettings: own });
    wait(replica.name, task.taskID);
  }
  await Promise.all(waits);
  // An empty plan empties the live index too: the temporary copy holds settings, synonyms and rules only.
  const { batchResponses } = await client.replaceAllObjects({ indexName: plan.name, objects: plan.records, batchSize: BATCH_SIZE });
  log(`  ${plan.name}: live (${plan.records.length} records in ${batchResponses.length} batches, ${plan.replicas.length} sort replicas)`);
};
