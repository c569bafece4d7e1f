/**
 * `npm run search:index`: the records and settings of every index, pushed to hosted Algolia when
 * ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are set, else into the embedded engine's index file
 * (SEARCH_DIR). Both go through the same client calls (tools/search/push.ts).
 */
import path from 'node:path';
import { searchConfig } from '../../renderer/search/config';
import { createSearchClient } from '../../renderer/search/client';
import type { Env } from '../../schema/env';
import { openLocalSearch, saveDump } from '../../services/search';
import { planIndexes } from './build';
import { pushIndex } from './push';
import type { ItemsByLocale } from './source';

export type IndexTarget = { kind: 'algolia'; appId: string; adminKey: string } | { kind: 'file'; dir: string };

/** Hosted Algolia only with both the app id and the admin key; the index file otherwise. */
export const indexTarget = (env: Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_KEY' | 'ALGOLIA_ADMIN_KEY' | 'SEARCH_DIR'>): IndexTarget => {
  const config = searchConfig(env);
  if (config.mode === 'hosted' && config.adminKey) return { kind: 'algolia', appId: config.appId, adminKey: config.adminKey };
  return { kind: 'file', dir: env.SEARCH_DIR };
};

export type IndexSummary = { records: number; indexes: number; problems: number; ms: number; file?: string };

export const runSearchIndex = async (items: ItemsByLocale, target: IndexTarget, log: (line: string) => void): Promise<IndexSummary> => {
  const started = performance.now();
  const plan = planIndexes(items);
  for (const problem of plan.problems.slice(0, 20)) log(`  skipped ${problem.codename}: ${problem.message}`);
  if (plan.problems.length > 20) log(`  … and ${plan.problems.length - 20} more items skipped`);
  const local = target.kind === 'file' ? openLocalSearch(null) : null;
  const client = local
    ? createSearchClient({ appId: 'embedded', apiKey: 'embedded' }, { kind: 'requester', requester: local.requester })
    : target.kind === 'algolia'
      ? createSearchClient({ appId: target.appId, apiKey: target.adminKey }, { kind: 'algolia' })
      : null;
  if (!client) throw new Error('No search client');
  log(target.kind === 'algolia' ? `Indexing into Algolia application ${target.appId}` : `Building the embedded search index in ${target.dir}`);
  for (const index of plan.indexes) await pushIndex(client, index, log);
  const file = local && target.kind === 'file' ? saveDump(path.resolve(target.dir), local.engine.dump()) : undefined;
  const records = plan.indexes.reduce((sum, index) => sum + index.records.length, 0);
  const summary: IndexSummary = { records, indexes: plan.indexes.length, problems: plan.problems.length, ms: Math.round(performance.now() - started), ...(file ? { file } : {}) };
  log(`${records} records in ${summary.indexes} indexes (+ sort replicas) in ${(summary.ms / 1000).toFixed(1)} s${file ? `, written to ${file}` : ''}`);
  return summary;
};
