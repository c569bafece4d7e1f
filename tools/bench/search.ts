/**
 * `npm run bench:search`: the embedded engine over 5,000 generated yachts (spec 9.2, issue targets:
 * index in < 5 s; a faceted query with 3 facets, a range and a text query p50 <= 2 ms and
 * p99 <= 10 ms in process), the same query through the unchanged algoliasearch client in process
 * and over HTTP. Options: --yachts 5000 --runs 2000 --seed 1.
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { Command } from 'commander';
import { createSearchClient } from '../../renderer/search/client';
import { buildRecords } from '../../schema/search/records';
import { indexDefinitions } from '../../schema/search/settings';
import { createEngineHandler, createSearchServer, engineRequester, SearchEngine } from '../../services/search';
import { generatedItems } from '../search/source';
import { recordWordsFor } from '../search/words';

const options = new Command()
  .option('--yachts <n>', 'yachts to generate', '5000')
  .option('--runs <n>', 'queries per measurement', '2000')
  .option('--seed <n>', 'seed of the generator', '1')
  .parse()
  .opts<{ yachts: string; runs: string; seed: string }>();

const yachts = Number(options.yachts);
const runs = Number(options.runs);

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(3)} ms`;

/** CPU time of this process in ms: on a shared, loaded machine it says what the work costs, wall time what it took. */
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const measure = async (label: string, count: number, run: () => unknown): Promise<void> => {
  for (let i = 0; i < Math.min(50, count); i += 1) await run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await run();
    cpu.push(cpuMs(cpuStart));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(46)} wall p50 ${ms(percentile(times, 50)).padStart(10)} p99 ${ms(percentile(times, 99)).padStart(10)} | cpu p50 ${ms(percentile(cpu, 50)).padStart(9)} p99 ${ms(percentile(cpu, 99)).padStart(9)} (${count} runs)`,
  );
};

const main = async () => {
  let started = performance.now();
  const items = generatedItems(Number(options.seed), yachts, { only: 'yachts' });
  console.log(`Generated ${yachts} yachts (CMS items) in ${((performance.now() - started) / 1000).toFixed(1)} s (setup, not measured)`);

  const definition = indexDefinitions('en').find((d) => d.kind === 'yacht');
  if (!definition) throw new Error('no yacht index definition');

  // Indexing: records from the CMS items, loaded into the engine, text index built.
  started = performance.now();
  const cpuStart = process.cpuUsage();
  const { yachts: records } = buildRecords(items.en, 'en', recordWordsFor('en'));
  const built = performance.now();
  const engine = new SearchEngine();
  engine.setSettings(definition.name, definition.settings);
  for (const replica of definition.replicas) engine.setSettings(replica.name, replica.settings);
  for (const record of records) engine.apply(definition.name, 'updateObject', record);
  engine.get(definition.name).collection.textIndex(engine.effectiveSettings(engine.get(definition.name)));
  const indexed = performance.now();
  const indexCpu = cpuMs(cpuStart);

  const handler = createEngineHandler(engine);
  const query = {
    // A builder typed into the search box: one shipyard's yachts, narrowed by facets and length.
    query: 'feadship',
    facets: ['content.builderName', 'content.destinations', 'content.amenities'],
    facetFilters: [['content.powerOrSail:Motor', 'content.powerOrSail:Sail']],
    numericFilters: ['content.loaMeter:30 TO 90'],
    hitsPerPage: 30,
  };
  const body = JSON.stringify({ requests: [{ indexName: definition.name, ...query }] });
  const direct = handler({ method: 'POST', url: '/1/indexes/*/queries', headers: {}, body });
  const summary = JSON.stringify(direct.body).length;
  const first = engine.get(definition.name);
  const nbHits = (() => {
    const result = handler({ method: 'POST', url: `/1/indexes/${definition.name}/query`, headers: {}, body: JSON.stringify(query) });
    return typeof result.body === 'object' && result.body !== null && 'nbHits' in result.body ? String(result.body.nbHits) : '?';
  })();

  console.log('');
  console.log(
    `Index ${records.length} yacht records (${yachts} yachts, one per market view): ${((indexed - started) / 1000).toFixed(2)} s (records ${((built - started) / 1000).toFixed(2)} s, engine + text index ${((indexed - built) / 1000).toFixed(2)} s), CPU ${(indexCpu / 1000).toFixed(2)} s; target < 5 s`,
  );
  console.log(
    `Faceted query: "${query.query}", facets ${query.facets.join(', ')}, ${query.facetFilters.flat().join(' OR ')}, ${query.numericFilters.join('')}: ${nbHits} hits of ${first.collection.docs.size} (${summary} bytes)`,
  );
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  const credentials = { appId: 'embedded', apiKey: 'embedded' };
  const inProcess = createSearchClient(credentials, { kind: 'requester', requester: engineRequester(handler) });
  const server = createSearchServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Generous timeouts: a loaded machine must give a slow figure, not a timeout.
  const overHttp = createSearchClient(credentials, { kind: 'http', url }, { connect: 30_000, read: 30_000, write: 30_000 });
  const searchOne = (client: typeof inProcess) => () => client.search({ requests: [{ indexName: definition.name, ...query }] });

  console.log('Targets in process: p50 <= 2 ms, p99 <= 10 ms');
  await measure('engine handler, in process', runs, () => handler({ method: 'POST', url: '/1/indexes/*/queries', headers: {}, body }));
  await measure('algoliasearch client, in process (requester)', runs, searchOne(inProcess));
  await measure('algoliasearch client over HTTP (hosts)', Math.min(runs, 1000), searchOne(overHttp));
  server.close();
  console.log(
    `Machine after: load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
};

await main();
