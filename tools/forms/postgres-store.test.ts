/**
 * Form submissions in Postgres (DATABASE_URL, spec 7.4 on several servers), against Debian's
 * postgresql in a throwaway cluster: the store migrates itself (once, even when servers start
 * together), keeps the same fields as SQLite, answers only after the commit, and `forms:list`
 * reads it when DATABASE_URL is set.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../testing/postgres';
import { runFormsList } from './list';
import { addressReader, trustedProxies } from '../../services/forms/client-address';
import { createRateLimiter, handlePost } from '../../services/forms/host';
import { openPostgresFormStore } from '../../services/forms/postgres-store';

let server: TestPostgres;
let database = 0;
/** A fresh database per test on the one server, so tests never see each other's rows. */
const freshDatabase = async (): Promise<string> => {
  database += 1;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE forms_${database}`);
  await admin.end();
  return server.url.replace(/\/postgres$/, `/forms_${database}`);
};

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(() => server?.stop(), 60_000);

const post = (body: string, ip: string) =>
  new Request('http://localhost/forms/enquiry/', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, 'x-site-peer-address': '127.0.0.1' } });
const enquiry = (i: number) => new URLSearchParams({ name: `Visitor ${i}`, email: `v${i}@example.com`, message: 'Charter in August', consent: 'on', source: '/yachts/aurora/' }).toString();

describe('form submissions in Postgres (spec 7.4)', () => {
  it('servers starting together migrate once; the rows have the same fields as SQLite, the IP only hashed', async () => {
    const url = await freshDatabase();
    const stores = Array.from({ length: 4 }, () => openPostgresFormStore(url));
    const ids = await Promise.all(stores.map((store, i) => store.insert('newsletter', { firstName: `Ana ${i}`, privacy: true }, '198.51.100.7')));
    expect(new Set(ids).size).toBe(4);
    const [first] = stores;
    if (!first) throw new Error('no store');
    const rows = await first.list('newsletter');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ form: 'newsletter', payload: { privacy: true }, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // One salt for every server: the same visitor hashes the same everywhere, and never appears in clear.
    expect(new Set(rows.map((row) => row.ipHash)).size).toBe(1);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.7');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('SELECT version FROM form_migrations ORDER BY version')).rows).toEqual([{ version: 1 }, { version: 2 }]);
    await client.end();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('1,000 concurrent posts from 1,000 visitors become 1,000 rows, each acknowledged after its commit', async () => {
    const store = openPostgresFormStore(await freshDatabase());
    const deps = { store, rateLimit: createRateLimiter(), clientAddress: addressReader(trustedProxies(['loopback'])) };
    const outcomes = await Promise.all(Array.from({ length: 1000 }, (_, i) => handlePost(post(enquiry(i), `10.0.${i >> 8}.${i & 255}`), 'enquiry', 'en', deps)));
    expect(outcomes.filter((o) => o.kind === 'received')).toHaveLength(1000);
    expect(await store.count('enquiry')).toBe(1000);
    expect(new Set((await store.list()).map((row) => row.payload.email)).size).toBe(1000);
    await store.close();
  }, 60_000);

  it('forms:list reads Postgres when DATABASE_URL is set', async () => {
    const url = await freshDatabase();
    const store = openPostgresFormStore(url);
    await store.insert('enquiry', { name: 'Ana Ruiz', email: 'ana@example.com', message: 'A week in July.', source: '/yachts/aurora/' }, '198.51.100.1');
    await store.close();
    let text = '';
    await runFormsList({ json: false }, { config: { DATABASE_URL: url, FORMS_DB: '/nonexistent/forms.sqlite' }, out: (chunk) => (text += chunk) });
    expect(text).toContain('#1  enquiry');
    expect(text).toContain('source    /yachts/aurora/');
    expect(text).toContain('1 submission.');
  });

  it('a database that cannot be reached fails the post (never a false "received"), and the next post retries', async () => {
    const store = openPostgresFormStore('postgres://postgres@127.0.0.1:1/none');
    await expect(store.insert('enquiry', { name: 'x' }, '198.51.100.1')).rejects.toThrow();
    await expect(store.insert('enquiry', { name: 'x' }, '198.51.100.1')).rejects.toThrow();
    await store.close();
  });
});
