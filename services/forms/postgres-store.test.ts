/**
 * A repeated post in Postgres (DATABASE_URL; spec 7.4), against Debian's postgresql in
 * a throwaway cluster: the same submission from the same client within 10 s is one row however many
 * servers take its copies, and at whatever moment.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../testing/postgres';
import { addressReader, trustedProxies } from './client-address';
import { createRateLimiter, handlePost, type HostDeps } from './host';
import { openPostgresFormStore } from './postgres-store';
import { DUPLICATE_WINDOW_MS, type FormStore } from './store';

let server: TestPostgres;
let database = 0;
const stores: FormStore[] = [];
/** A fresh database per test on the one server, so tests never see each other's rows. */
const freshDatabase = async (): Promise<string> => {
  database += 1;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE duplicates_${database}`);
  await admin.end();
  return server.url.replace(/\/postgres$/, `/duplicates_${database}`);
};
const open = (url: string): FormStore => {
  const store = openPostgresFormStore(url);
  stores.push(store);
  return store;
};

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  server?.stop();
}, 60_000);

const post = (fields: Record<string, string>, ip = '198.51.100.20') =>
  new Request('http://localhost/forms/enquiry/', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, 'x-site-peer-address': '127.0.0.1' },
  });
const enquiry = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.com`, message: 'Charter in August', consent: 'on', source: '/yachts/aurora/' });
/** One server of the site: its own connection pool on the shared database. */
const instance = (url: string): HostDeps => ({ store: open(url), rateLimit: createRateLimiter({ posts: 1_000, windowMs: 60_000 }), clientAddress: addressReader(trustedProxies(['loopback'])) });

describe('a post sent twice is stored once in Postgres (spec 7.4)', () => {
  it('the same enquiry twice, one server after the other: both received with one id, one row', async () => {
    const url = await freshDatabase();
    const [a, b] = [instance(url), instance(url)];
    const first = await handlePost(post(enquiry(1)), 'enquiry', 'en', a);
    const second = await handlePost(post(enquiry(1)), 'enquiry', 'en', b);
    expect(first).toMatchObject({ kind: 'received' });
    expect(second).toEqual(first);
    expect(await a.store.count()).toBe(1);
  });

  it('40 enquiries, each posted at once through two servers: 80 received, 40 rows, each pair with one id', async () => {
    const url = await freshDatabase();
    const [a, b] = [instance(url), instance(url)];
    // Connect and migrate both first, so the posts meet at the insert rather than queue behind the migration.
    await Promise.all([a.store.count(), b.store.count()]);
    const pairs = await Promise.all(Array.from({ length: 40 }, (_, i) => Promise.all([handlePost(post(enquiry(i)), 'enquiry', 'en', a), handlePost(post(enquiry(i)), 'enquiry', 'en', b)])));
    for (const [x, y] of pairs) {
      expect(x).toMatchObject({ kind: 'received' });
      expect(y).toEqual(x);
    }
    expect(await a.store.count()).toBe(40);
  }, 60_000);

  it('another visitor, another field or a post 10 s later is a new submission; the key came by a second migration', async () => {
    const url = await freshDatabase();
    const store = open(url);
    const start = Date.now();
    const payload = { name: 'Ana', message: 'A week in July' };
    const first = await store.insert('enquiry', payload, '198.51.100.1', start);
    expect(await store.insert('enquiry', payload, '198.51.100.1', start + DUPLICATE_WINDOW_MS - 1)).toBe(first);
    expect(await store.insert('enquiry', payload, '198.51.100.2', start)).not.toBe(first);
    expect(await store.insert('enquiry', { ...payload, message: 'Two weeks' }, '198.51.100.1', start)).not.toBe(first);
    expect(await store.insert('enquiry', payload, '198.51.100.1', start + DUPLICATE_WINDOW_MS)).not.toBe(first);
    expect(await store.count()).toBe(4);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('SELECT version FROM form_migrations ORDER BY version')).rows).toEqual([{ version: 1 }, { version: 2 }]);
    await client.end();
  });
});
