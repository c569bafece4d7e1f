import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { addressReader, trustedProxies } from './client-address';
import { createRateLimiter, handlePost, MAX_BODY_BYTES, type HostDeps } from './host';
import { DUPLICATE_WINDOW_MS, openFormStore } from './store';

const tempDb = () => join(mkdtempSync(join(tmpdir(), 'forms-')), 'nested', 'forms.sqlite');

const post = (body: string, { ip = '198.51.100.1', type = 'application/x-www-form-urlencoded' } = {}) =>
  new Request('http://localhost/forms/enquiry/', { method: 'POST', body, headers: { 'content-type': type, 'x-forwarded-for': ip, 'x-site-peer-address': '127.0.0.1' } });

const enquiry = (i: number) => new URLSearchParams({ name: `Visitor ${i}`, email: `v${i}@example.com`, message: 'Charter in August', consent: 'on', source: '/yachts/aurora/' }).toString();

// Each post names its visitor as a trusted proxy on loopback reports it.
const host = (path = tempDb()): HostDeps => ({ store: openFormStore(path), rateLimit: createRateLimiter(), clientAddress: addressReader(trustedProxies(['loopback'])) });

describe('form storage (spec 7.4: submissions are never lost)', () => {
  it('creates the database on first use, in WAL mode, keeping only a hash of the IP', async () => {
    const store = openFormStore(tempDb());
    await store.insert('newsletter', { firstName: 'Ana' }, '198.51.100.7');
    const [row] = await store.list();
    expect(row).toMatchObject({ form: 'newsletter', payload: { firstName: 'Ana' } });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await store.list())).not.toContain('198.51.100.7');
    await store.close();
  });

  it('1,000 concurrent posts from 1,000 visitors become 1,000 rows', async () => {
    const deps = host();
    const outcomes = await Promise.all(Array.from({ length: 1000 }, (_, i) => handlePost(post(enquiry(i), { ip: `10.0.${i >> 8}.${i & 255}` }), 'enquiry', 'en', deps)));
    expect(outcomes.filter((o) => o.kind === 'received')).toHaveLength(1000);
    expect(await deps.store.count('enquiry')).toBe(1000);
    expect(new Set((await deps.store.list()).map((row) => row.payload.email)).size).toBe(1000);
  }, 60_000);

  it('a writer killed mid-write (SIGKILL) loses no submission it acknowledged', async () => {
    const path = tempDb();
    await openFormStore(path).close();
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'test-crash-writer.ts'), path], { stdio: ['ignore', 'pipe', 'inherit'] });
    let acknowledged = 0;
    let buffered = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) acknowledged = Math.max(acknowledged, Number(line));
        if (acknowledged >= 300 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    const store = openFormStore(path);
    expect(acknowledged).toBeGreaterThanOrEqual(300);
    expect(await store.count()).toBeGreaterThanOrEqual(acknowledged);
    expect((await store.list()).at(-1)?.payload).toHaveProperty('name');
    await store.close();
  }, 60_000);
});

describe('the form host refuses bots and bad input with a 4xx outcome (spec 7.4)', () => {
  it('a filled honeypot looks received but stores nothing', async () => {
    const deps = host();
    expect(await handlePost(post(`${enquiry(1)}&website=spam.example`), 'enquiry', 'en', deps)).toEqual({ kind: 'honeypot' });
    expect(await deps.store.count()).toBe(0);
  });

  it('the 11th post in a minute from one IP is rate-limited, others still pass', async () => {
    const deps = host();
    const results = [];
    for (let i = 0; i < 11; i += 1) results.push(await handlePost(post(enquiry(i), { ip: '192.0.2.1' }), 'enquiry', 'en', deps));
    expect(results.slice(0, 10).every((o) => o.kind === 'received')).toBe(true);
    expect(results[10]).toMatchObject({ kind: 'rate-limited' });
    expect(await handlePost(post(enquiry(99), { ip: '192.0.2.2' }), 'enquiry', 'en', deps)).toMatchObject({ kind: 'received' });
    expect(await deps.store.count()).toBe(11);
  });

  it('an oversized body is refused without storing, with or without a length header', async () => {
    const deps = host();
    const huge = `${enquiry(1)}&message=${'a'.repeat(MAX_BODY_BYTES)}`;
    const declared = post(huge);
    declared.headers.set('content-length', String(huge.length));
    expect(await handlePost(declared, 'enquiry', 'en', deps)).toEqual({ kind: 'too-large' });
    // Without a content-length (a chunked body) the host counts the bytes as it reads.
    expect(await handlePost(post(huge), 'enquiry', 'en', deps)).toEqual({ kind: 'too-large' });
    expect(await deps.store.count()).toBe(0);
  });

  it('JSON, multipart-less binary and invalid UTF-8 are malformed, not errors', async () => {
    const deps = host();
    expect(await handlePost(post('{"name":"x"}', { type: 'application/json' }), 'enquiry', 'en', deps)).toEqual({ kind: 'malformed', reason: 'content-type' });
    const binary = new Request('http://localhost/', { method: 'POST', body: new Uint8Array([0x6e, 0x3d, 0xff, 0xfe]), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(await handlePost(binary, 'enquiry', 'en', deps)).toEqual({ kind: 'malformed', reason: 'encoding' });
    expect(await deps.store.count()).toBe(0);
  });

  it('an invalid post keeps what the visitor typed and stores nothing', async () => {
    const deps = host();
    const outcome = await handlePost(post('name=Ana&email=bad&message=Hello%20%3Cb%3E&unknown=1'), 'enquiry', 'es', deps);
    expect(outcome).toMatchObject({ kind: 'invalid', values: { name: 'Ana', email: 'bad', message: 'Hello <b>' }, errors: { email: expect.any(String), consent: expect.any(String) } });
    expect(outcome.kind === 'invalid' ? outcome.values : {}).not.toHaveProperty('unknown');
    expect(await deps.store.count()).toBe(0);
  });
});

describe('a post sent twice within 10 s is stored once (spec 7.4)', () => {
  it('the same enquiry from the same visitor twice: both received with one id, one row', async () => {
    const deps = host();
    const first = await handlePost(post(enquiry(1)), 'enquiry', 'en', deps);
    const second = await handlePost(post(enquiry(1)), 'enquiry', 'en', deps);
    expect(first).toMatchObject({ kind: 'received', source: '/yachts/aurora/' });
    expect(second).toEqual(first);
    expect(await deps.store.count()).toBe(1);
  });

  it('another visitor, another field, another form or a post 10 s later is a new submission', async () => {
    const store = openFormStore(tempDb());
    const start = Date.now();
    const payload = { name: 'Ana', message: 'A week in July' };
    const first = await store.insert('enquiry', payload, '198.51.100.1', start);
    expect(await store.insert('enquiry', { message: 'A week in July', name: 'Ana' }, '198.51.100.1', start + DUPLICATE_WINDOW_MS - 1)).toBe(first);
    expect(await store.insert('enquiry', payload, '198.51.100.2', start)).not.toBe(first);
    expect(await store.insert('enquiry', { ...payload, message: 'Two weeks in July' }, '198.51.100.1', start)).not.toBe(first);
    expect(await store.insert('newsletter', payload, '198.51.100.1', start)).not.toBe(first);
    expect(await store.insert('enquiry', payload, '198.51.100.1', start + DUPLICATE_WINDOW_MS)).not.toBe(first);
    expect(await store.count()).toBe(5);
    await store.close();
  });

  it('two servers sharing the file, posting the same 100 submissions at the same moment, store 100 rows', async () => {
    const path = tempDb();
    await openFormStore(path).close();
    const startAt = String(Date.now() + 1500);
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'test-duplicate-writer.ts'), path, startAt, '100']).then(({ stdout }) => JSON.parse(stdout));
    const [a, b] = await Promise.all([run(), run()]);
    expect(a).toHaveLength(100);
    // Each submission is answered with one id on both servers.
    expect(b).toEqual(a);
    const store = openFormStore(path);
    expect(await store.count()).toBe(100);
    await store.close();
  }, 60_000);

  it('a file written before duplicates were recognised gains the key and keeps its rows', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'forms-')), 'forms.sqlite');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE submissions (id INTEGER PRIMARY KEY AUTOINCREMENT, form TEXT NOT NULL, payload TEXT NOT NULL, created_at TEXT NOT NULL, ip_hash TEXT NOT NULL);
      INSERT INTO submissions (form, payload, created_at, ip_hash) VALUES ('enquiry', '{"name":"Before"}', '2025-01-01T00:00:00.000Z', 'x');`);
    old.close();
    const store = openFormStore(path);
    await store.insert('enquiry', { name: 'After' }, '198.51.100.1');
    await store.insert('enquiry', { name: 'After' }, '198.51.100.1');
    expect((await store.list()).map((row) => row.payload.name)).toEqual(['Before', 'After']);
    await store.close();
  });
});
