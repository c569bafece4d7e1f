/**
 * Pushes an index plan through the algoliasearch client, the same way to hosted Algolia and to the
 * embedded engine: settings and replicas first, then the records into a temporary index in
 * batches, then an atomic `move` over the live index, so searches never see a half-built index.
 */
import type { Algoliasearch } from 'algoliasearch';
import type { IndexPlan } from './build';

export const BATCH_SIZE = 1000;

export type PushProgress = (line: string) => void;

export const temporaryName = (name: string, stamp: number): string => `${name}_tmp_${stamp}`;

export const pushIndex = async (client: Algoliasearch, plan: IndexPlan, log: PushProgress, stamp = Date.now()): Promise<void> => {
  const waits: Array<Promise<unknown>> = [];
  const wait = (indexName: string, taskID: number) => waits.push(client.waitForTask({ indexName, taskID }));
  const settings = await client.setSettings({ indexName: plan.name, indexSettings: plan.settings });
  wait(plan.name, settings.taskID);
  for (const replica of plan.replicas) {
    const { primary: _primary, ...own } = replica.settings;
    const task = await client.setSettings({ indexName: replica.name, indexSettings: own });
    wait(replica.name, task.taskID);
  }
  await Promise.all(waits.splice(0));
  const temporary = temporaryName(plan.name, stamp);
  const copy = await client.operationIndex({ indexName: plan.name, operationIndexParams: { operation: 'copy', destination: temporary, scope: ['settings', 'synonyms', 'rules'] } });
  await client.waitForTask({ indexName: plan.name, taskID: copy.taskID });
  for (let start = 0; start < plan.records.length; start += BATCH_SIZE) {
    const chunk = plan.records.slice(start, start + BATCH_SIZE);
    const response = await client.batch({ indexName: temporary, batchWriteParams: { requests: chunk.map((body) => ({ action: 'updateObject' as const, body })) } });
    wait(temporary, response.taskID);
    log(`  ${plan.name}: ${Math.min(start + BATCH_SIZE, plan.records.length)}/${plan.records.length} records`);
  }
  if (plan.records.length === 0) {
    const response = await client.batch({ indexName: temporary, batchWriteParams: { requests: [{ action: 'clear', body: {} }] } });
    wait(temporary, response.taskID);
  }
  await Promise.all(waits.splice(0));
  const move = await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: plan.name } });
  await client.waitForTask({ indexName: plan.name, taskID: move.taskID });
  log(`  ${plan.name}: live (${plan.records.length} records, ${plan.replicas.length} sort replicas)`);
};
