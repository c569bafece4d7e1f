/**
 * `npm run bench:forms -- --url http://localhost:3202 [--url http://localhost:3203]`: posts N
 * enquiries at once to running servers' form host, spread over every --url in turn (spec 7.4:
 * 1,000 concurrent posts -> 1,000 rows, 0 errors), and counts the rows the store gained: the
 * configured one (DATABASE_URL, else FORMS_DB, else --db), which the servers write.
 *
 * The per-IP rate limit (10 posts a minute) stays on: each simulated visitor posts from its own
 * address, given in X-Forwarded-For as the proxy in front of the site reports it (start the servers
 * with TRUSTED_PROXIES naming this machine, e.g. `loopback`), so no post is refused for the limit
 * and the limit is still what a single address meets. Pass --one-address to see the limit at work
 * instead (all but 10 get 429 on each server).
 */
import { randomUUID } from 'node:crypto';
import { Command } from 'commander';
import { z } from 'zod';
import { describeStore, openConfiguredFormStore } from '../../services/forms/configured-store';
import { toolsEnv } from '../env';
import { waitFor } from './wait';

const options = z
  .object({
    url: z.array(z.url()).min(1),
    posts: z.coerce.number().int().min(1).max(100_000),
    oneAddress: z.boolean(),
    db: z.string().optional(),
  })
  .parse(
    new Command()
      .requiredOption('--url <origin...>', 'the running servers, e.g. http://localhost:3202 http://localhost:3203')
      .option('--posts <n>', 'how many enquiries to post at once', '1000')
      .option('--one-address', 'post every enquiry from one address', false)
      .option('--db <file>', 'the form database the server writes (default FORMS_DB)')
      .parse()
      .opts(),
  );

/** A distinct documentation-range address (RFC 5737/2544 198.18.0.0/15) per visitor. */
const address = (n: number): string => `198.${18 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;

const run = async () => {
  const env = toolsEnv();
  const config = { DATABASE_URL: env.DATABASE_URL, FORMS_DB: options.db ?? env.FORMS_DB };
  for (const url of options.url) await waitFor(`${url}/api/health/`);
  const countRows = async () => {
    const store = openConfiguredFormStore(config);
    try {
      return await store.count('enquiry');
    } finally {
      await store.close();
    }
  };
  const before = await countRows();
  const batch = randomUUID().slice(0, 8);
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.posts }, async (_, n) => {
      const body = new URLSearchParams({
        name: `Load test ${batch} ${n}`,
        email: `load-${batch}-${n}@example.com`,
        phone: '+34 600 000 000',
        message: `Enquiry ${n} of batch ${batch}: a week in the Balearics in July.`,
        source: '/contact-superyacht-company/',
        consent: 'on',
      });
      const t0 = performance.now();
      let status: string;
      try {
        const response = await fetch(`${options.url[n % options.url.length]}/forms/enquiry/`, {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: { 'x-forwarded-for': options.oneAddress ? address(0) : address(n) },
        });
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = `network error (${error instanceof Error ? error.message : String(error)})`;
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const added = (await countRows()) - before;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const received = statuses.get('303') ?? 0;
  const errors = options.posts - received;
  console.log(`posted       ${options.posts} enquiries at once from ${options.oneAddress ? 'one address' : `${options.posts} addresses`} in ${seconds.toFixed(1)} s`);
  console.log(`answers      ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}`);
  console.log(`latency      p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  console.log(`servers      ${options.url.join(', ')}`);
  console.log(`rows added   ${added} (store: ${describeStore(config)})`);
  console.log(`errors       ${errors}`);
  const expected = options.oneAddress ? added === received : added === options.posts && errors === 0;
  if (!expected) {
    console.error(options.oneAddress ? 'Rows do not match the acknowledged posts.' : `Expected ${options.posts} rows and 0 errors.`);
    process.exitCode = 1;
  }
};

await run();
