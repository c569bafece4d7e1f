/**
 * `npm run bench:hostile`: can hostile traffic slow a cached page or grow the server's memory?
 * Each run measures a cached page at 10 connections, first alone (quiet), then while other
 * connections attack (hostile): fuzzed addresses, expensive image variants, maximum multi-queries,
 * bodies sent at 1 KB/s and distinct searches. Quiet and hostile run back to back, --runs times;
 * the medians are compared. Goal: hostile p99 under 3 x quiet p99, and the server's resident
 * memory (its process tree) ending within 200 MB of where it started.
 *
 * Options: --seconds 60 --runs 3 --settle 15 (quiet before the end's memory) --page /about/
 * --attacks fuzz,searches (a part of the mix, to see what dominates), --port 3230 (the built site
 * under `next start`), or --url <origin> for a server already running on this machine (its
 * process is found by its port; --pid names it when that fails).
 */
import http from 'node:http';
import { Command } from 'commander';
import { createRng, type Rng } from '../content/random';
import { fuzzPath, fuzzRoutePath } from './paths';
import { pidListeningOn, treeRssKb } from './process-tree';
import { startBuiltSite } from './site-server';
import { MAX_HITS_PER_REQUEST, MAX_QUERIES_PER_REQUEST } from '../../services/search/handler';

const options = new Command()
  .option('--seconds <n>', 'length of each quiet and each hostile phase', '60')
  .option('--runs <n>', 'quiet + hostile pairs', '3')
  .option('--page <path>', 'the cached page to measure', '/about/')
  .option('--connections <n>', 'connections measuring the page', '10')
  .option('--pause <n>', 'seconds between phases', '5')
  .option('--settle <n>', 'seconds of quiet after the last phase before the end memory is read', '15')
  .option('--seed <n>', 'seed of the attack mix', '1')
  .option('--attacks <names>', 'only these attacks, comma-separated (fuzz,images,multi-queries,slow-bodies,searches)', '')
  .option('--port <n>', 'port of the server this script starts', '3230')
  .option('--url <origin>', 'measure a running server instead, e.g. http://localhost:3290')
  .option('--pid <pid>', 'process id of that server, when it cannot be found by its port')
  .parse()
  .opts<{ seconds: string; runs: string; page: string; connections: string; pause: string; settle: string; seed: string; attacks: string; port: string; url?: string; pid?: string }>();

const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
/** The goal of the benchmark. */
const MAX_P99_RATIO = 3;
const MAX_RSS_GROWTH_MB = 200;
/** A measured request that takes longer than this counts as failed, at this latency. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The largest multi-query the engine answers: Algolia's 50 queries, sharing the hits one request may ask for. */
const MAX_QUERIES = MAX_QUERIES_PER_REQUEST;
const HITS_PER_QUERY = Math.floor(MAX_HITS_PER_REQUEST / MAX_QUERIES_PER_REQUEST);
/** A slow body: this many bytes each second. */
const SLOW_CHUNK_BYTES = 1024;

type Answer = { status: number; ms: number } | { error: string; ms: number };

/**
 * One request through `agent` for `path` as given (no URL parser tidies a fuzzed path), its body
 * read to the end; `body` is sent whole, or written by `write`.
 */
const send = (
  agent: http.Agent,
  origin: URL,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; write?: (request: http.ClientRequest) => void; timeoutMs?: number },
): Promise<Answer> =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = (answer: { status: number } | { error: string }) => resolve({ ...answer, ms: performance.now() - started });
    let request: http.ClientRequest;
    try {
      request = http.request({ agent, hostname: origin.hostname, port: origin.port, path, method: init.method ?? 'GET', headers: { 'user-agent': BROWSER_AGENT, ...init.headers } }, (response) => {
        response.on('data', () => {});
        response.on('end', () => done({ status: response.statusCode ?? 0 }));
        response.on('error', (error) => done({ error: error.message }));
      });
    } catch (error) {
      // A path Node will not send (a raw control character): counted, not sent.
      done({ error: error instanceof Error ? error.message : String(error) });
      return;
    }
    request.setTimeout(init.timeoutMs ?? REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done({ error: error.message }));
    if (init.write) init.write(request);
    else request.end(init.body);
  });

type Tally = Map<string, number>;
const count = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
const keyOf = (answer: Answer): string => ('status' in answer ? String(answer.status) : `error (${answer.error})`);
const describe = (tally: Tally): string =>
  [...tally]
    .sort()
    .map(([key, n]) => `${key} x${n}`)
    .join(', ') || 'none';

/** Image addresses the site's pages show, read from their HTML (any server: no local files needed). */
const pageImages = async (origin: string, pages: readonly string[]): Promise<string[]> => {
  const found = new Set<string>();
  for (const page of pages) {
    const html = await fetch(`${origin}${page}`, { headers: { 'user-agent': BROWSER_AGENT } })
      .then((r) => r.text())
      .catch(() => '');
    for (const match of html.matchAll(/\/media\/[0-9a-f-]{36}\/[^"'?\s&]+/g)) found.add(match[0]);
  }
  return [...found];
};

type Attack = { name: string; key: string; connections: number; step: (agent: http.Agent, rng: Rng, deadline: number) => Promise<Answer> };

const attacks = (origin: URL, images: readonly string[]): Attack[] => {
  const multiQuery = JSON.stringify({
    requests: Array.from({ length: MAX_QUERIES }, (_, i) => ({
      indexName: i % 2 === 0 ? 'GenericIndex_en' : 'YachtIndex_en',
      query: '',
      hitsPerPage: HITS_PER_QUERY,
      facets: ['*'],
      maxValuesPerFacet: 1000,
    })),
  });
  return [
    {
      name: 'fuzz',
      key: 'fuzz',
      connections: 4,
      step: (agent, rng) => send(agent, origin, rng.chance(0.5) ? fuzzRoutePath(rng) : fuzzPath(rng), {}),
    },
    {
      // The largest sizes the site names, in AVIF, and sizes no page asks for (a server that
      // bounds its variants serves those at a named size).
      name: 'image variants',
      key: 'images',
      connections: 2,
      step: (agent, rng) => {
        const image = images.length > 0 ? rng.pick(images) : '/media/0027ea2f-3c75-4cef-a474-8c19c65196f7/x.jpg';
        const query = rng.chance(0.5)
          ? `w=${rng.pick([1440, 1920])}&q=75&force_format=avif`
          : `w=${rng.int(1000, 4096)}&h=${rng.int(1000, 4096)}&q=${rng.int(80, 100)}&force_format=${rng.pick(['avif', 'webp', 'png'])}`;
        return send(agent, origin, `${image}?${query}`, { headers: { accept: IMAGE_ACCEPT } });
      },
    },
    {
      name: 'multi-queries',
      key: 'multi-queries',
      connections: 2,
      step: (agent) => send(agent, origin, '/api/search/1/indexes/*/queries/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: multiQuery }),
    },
    {
      // A chunked body at 1 KB/s until the server answers or the phase ends.
      name: 'slow bodies',
      key: 'slow-bodies',
      connections: 2,
      step: (agent, rng, deadline) =>
        send(agent, origin, rng.chance(0.5) ? '/api/search/1/indexes/*/queries/' : '/api/revalidate/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          timeoutMs: Math.max(1000, deadline - Date.now()),
          write: (request) => {
            request.write('{"requests":[');
            const timer = setInterval(() => {
              if (Date.now() >= deadline || request.destroyed) {
                clearInterval(timer);
                if (!request.destroyed) request.end(']}');
                return;
              }
              request.write(`${'{"query":"x"},'.repeat(SLOW_CHUNK_BYTES / 14)}`);
            }, 1000);
            request.on('close', () => clearInterval(timer));
          },
        }),
    },
    {
      name: 'distinct searches',
      key: 'searches',
      connections: 2,
      step: (agent, rng) => send(agent, origin, `/search/?q=${rng.pick(['blue', 'azure', 'sun', 'crew', 'deck'])}${rng.int(1, 1e9)}`, {}),
    },
  ];
};

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Phase = { p50: number; p99: number; requests: number; others: Tally; attacked: Map<string, Tally>; peakRssKb: number };

/** Measures the page for `seconds`, with the attacks running beside it when given. */
const phase = async (origin: URL, pid: number | null, seconds: number, rng: Rng, hostile: Attack[]): Promise<Phase> => {
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  const others: Tally = new Map();
  const measureAgent = new http.Agent({ keepAlive: true, maxSockets: Number(options.connections) });
  const measure = async () => {
    while (Date.now() < deadline) {
      const answer = await send(measureAgent, origin, options.page, {});
      latencies.push(answer.ms);
      if (!('status' in answer) || answer.status !== 200) count(others, keyOf(answer));
    }
  };
  const attacked = new Map<string, Tally>();
  const agents: http.Agent[] = [];
  const attackers = hostile.flatMap((attack) => {
    const tally: Tally = new Map();
    attacked.set(attack.name, tally);
    const agent = new http.Agent({ keepAlive: true, maxSockets: attack.connections });
    agents.push(agent);
    return Array.from({ length: attack.connections }, async () => {
      while (Date.now() < deadline) {
        const answer = await attack.step(agent, rng, deadline);
        // A request the phase's end cut (a slow body, a long encode) is named as such.
        count(tally, 'status' in answer || Date.now() < deadline ? keyOf(answer) : 'unanswered at the end');
      }
    });
  });
  let peakRssKb = pid === null ? 0 : treeRssKb(pid);
  const sampler = setInterval(() => {
    if (pid !== null) peakRssKb = Math.max(peakRssKb, treeRssKb(pid));
  }, 1000);
  // Attacks that outlast the phase (a 40 s image encode) are cut at its end.
  const cut = setTimeout(() => agents.forEach((agent) => agent.destroy()), seconds * 1000 + 1000);
  await Promise.all([...Array.from({ length: Number(options.connections) }, measure), ...attackers]);
  clearTimeout(cut);
  clearInterval(sampler);
  measureAgent.destroy();
  agents.forEach((agent) => agent.destroy());
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), requests: sorted.length, others, attacked, peakRssKb };
};

const startServer = async (): Promise<{ origin: string; pid: number | null }> => {
  if (!options.url) return startBuiltSite(options.port);
  const origin = options.url.replace(/\/$/, '');
  const port = Number(new URL(origin).port || 80);
  return { origin, pid: options.pid ? Number(options.pid) : pidListeningOn(port) };
};

const main = async () => {
  const { origin, pid } = await startServer();
  const seconds = Number(options.seconds);
  const runs = Number(options.runs);
  const pause = () => new Promise((r) => setTimeout(r, Number(options.pause) * 1000));
  const mb = (kb: number) => (pid === null ? 'n/a' : `${(kb / 1024).toFixed(0)} MB`);
  const ms = (n: number) => `${n.toFixed(1)} ms`;

  // The page cached and the server warm before anything is measured.
  for (let i = 0; i < 20; i += 1) await fetch(`${origin}${options.page}`, { headers: { 'user-agent': BROWSER_AGENT } }).then((r) => r.arrayBuffer());
  const images = await pageImages(origin, ['/', options.page, '/yacht-charter/', '/yachts-for-sale/']);
  const only = options.attacks.split(',').filter(Boolean);
  const hostile = attacks(new URL(origin), images).filter((attack) => only.length === 0 || only.includes(attack.key));
  const rng = createRng(Number(options.seed));
  // Each kind of request once, so the start's memory is a server that has loaded every route the
  // attacks reach (first use of a route loads its code), not one that has served a single page.
  const warm = new http.Agent({ keepAlive: false });
  for (const attack of hostile) await attack.step(warm, createRng(0), Date.now() + 2000);
  warm.destroy();
  console.log(
    `${origin}${options.page} at ${options.connections} connections, ${runs} x (${seconds} s quiet + ${seconds} s hostile); server pid ${pid ?? 'unknown'}; ${images.length} images to ask for`,
  );
  console.log(`hostile: ${hostile.map((a) => `${a.connections} ${a.name}`).join(', ')}`);
  const rssStart = pid === null ? 0 : treeRssKb(pid);
  const quiet: Phase[] = [];
  const loud: Phase[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const q = await phase(new URL(origin), pid, seconds, rng, []);
    quiet.push(q);
    console.log(`run ${run} quiet:   p50 ${ms(q.p50)}, p99 ${ms(q.p99)}, ${q.requests} requests, not 200: ${describe(q.others)}`);
    await pause();
    const h = await phase(new URL(origin), pid, seconds, rng, hostile);
    loud.push(h);
    console.log(`run ${run} hostile: p50 ${ms(h.p50)}, p99 ${ms(h.p99)}, ${h.requests} requests, not 200: ${describe(h.others)}; peak RSS ${mb(h.peakRssKb)}`);
    for (const [name, tally] of h.attacked) console.log(`  ${name.padEnd(18)} ${describe(tally)}`);
    await pause();
  }
  // The end is read once the server has been quiet a while: the heap a collector has not yet
  // returned is not memory the attack kept.
  const rssAfter = pid === null ? 0 : treeRssKb(pid);
  await new Promise((r) => setTimeout(r, Number(options.settle) * 1000));
  const rssEnd = pid === null ? 0 : treeRssKb(pid);
  const quietP99 = median(quiet.map((p) => p.p99));
  const hostileP99 = median(loud.map((p) => p.p99));
  const ratio = hostileP99 / quietP99;
  const growthMb = (rssEnd - rssStart) / 1024;
  const latencyOk = ratio < MAX_P99_RATIO;
  const memoryOk = pid !== null && growthMb <= MAX_RSS_GROWTH_MB;
  console.log(`\nmedians of ${runs} runs (${seconds} s each), ${origin}${options.page}`);
  console.log(`  quiet:   p50 ${ms(median(quiet.map((p) => p.p50)))}, p99 ${ms(quietP99)}`);
  console.log(`  hostile: p50 ${ms(median(loud.map((p) => p.p50)))}, p99 ${ms(hostileP99)}`);
  console.log(`  p99 hostile / quiet: ${ratio.toFixed(2)} (goal < ${MAX_P99_RATIO}): ${latencyOk ? 'pass' : 'FAIL'}`);
  console.log(
    `  RSS start ${mb(rssStart)}, right after ${mb(rssAfter)}, end (${options.settle} s later) ${mb(rssEnd)}, peak ${mb(Math.max(...loud.map((p) => p.peakRssKb)))} (goal: end within ${MAX_RSS_GROWTH_MB} MB of start): ${memoryOk ? 'pass' : pid === null ? 'FAIL (server process not found: --pid)' : 'FAIL'}`,
  );
  console.log(latencyOk && memoryOk ? 'PASS' : 'FAIL');
  if (!latencyOk || !memoryOk) process.exitCode = 1;
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
