/**
 * Forms on several machines (spec 7.4): two instances of the standalone server share one Postgres
 * (DATABASE_URL) behind a trusted hop (TRUSTED_PROXIES=loopback); `bench:forms` posts 1,000
 * enquiries at once across both, each from its own client address as the hop reports it, and the
 * database gains 1,000 rows with 0 errors.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPostgres, type TestPostgres } from '../../testing/postgres';
import { copyStandalone, startStandalone, type RunningServer } from '../../testing/standalone';

const root = path.resolve(import.meta.dirname, '..', '..');
let database: TestPostgres;
let copy: ReturnType<typeof copyStandalone>;
let servers: RunningServer[] = [];

beforeAll(async () => {
  [database, copy] = [await startPostgres(), copyStandalone()];
  const env = { DATABASE_URL: database.url, TRUSTED_PROXIES: 'loopback' };
  servers = await Promise.all([startStandalone(copy.serverDir, await freePort(), env), startStandalone(copy.serverDir, await freePort(), env)]);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  copy?.remove();
  database?.stop();
});

describe('forms across two instances sharing Postgres', () => {
  it('1,000 concurrent posts across both, through the trusted hop, become 1,000 rows with 0 errors', async () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/bench/forms-load.ts', ...servers.flatMap((s) => ['--url', s.origin]), '--posts', '1000'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
      timeout: 120_000,
    });
    console.log(result.stdout);
    expect(result.stderr).not.toMatch(/Expected/);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/answers\s+303: 1000\n/);
    expect(result.stdout).toMatch(/rows added\s+1000 /);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: string; visitors: string }>(`SELECT count(*) AS n, count(DISTINCT ip_hash) AS visitors FROM form_submissions WHERE form = 'enquiry'`);
    await client.end();
    // Every post counted under its own client address (as the hop reported it), not the hop's.
    expect(rows[0]).toEqual({ n: '1000', visitors: '1000' });
  });

  it('behind the trusted hop, the address it appended counts, not the entries a client wrote before it', async () => {
    const [server] = servers;
    if (!server) throw new Error('no server');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const body = new URLSearchParams({ name: `Forger ${i}`, email: `forger${i}@example.com`, message: 'Hello', consent: 'on' });
      // The client forges a new address each time; the hop appends the one it saw, always the same.
      const response = await fetch(`${server.origin}/forms/enquiry/`, { method: 'POST', body, redirect: 'manual', headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.77` } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses[10]).toBe(429);
  });
});
