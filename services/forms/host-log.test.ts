/** The form host's log line for a post: what happened, never what the visitor typed or where from. */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { configureLog } from '../../schema/log';
import { addressReader, trustedProxies } from './client-address';
import { createRateLimiter, handlePost } from './host';
import { openFormStore } from './store';

const store = openFormStore(':memory:');
afterAll(() => store.close());
let restore: () => void = () => undefined;
afterEach(() => restore());

const deps = { store, rateLimit: createRateLimiter({ posts: 100, windowMs: 60_000 }), clientAddress: addressReader(trustedProxies(['loopback'])) };
const CLIENT = '198.51.100.23';
const post = (fields: Record<string, string>, { client = CLIENT, headers = {} }: { client?: string; headers?: Record<string, string> } = {}) =>
  new Request('http://localhost/forms/enquiry/', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client, 'x-site-peer-address': '127.0.0.1', ...headers },
  });

const capture = () => {
  const lines: string[] = [];
  restore = configureLog({ write: (line) => lines.push(line) });
  return lines;
};

/** What a visitor typed; the consent box's 'on' is too short to look for. */
const typedValues = (fields: Record<string, string>) => Object.entries(fields).flatMap(([name, value]) => (name === 'consent' ? [] : [value]));
const enquiry = { name: 'Ana Ruiz-Secretname', email: 'ana.private@example.com', phone: '+34 611 222 333', message: 'Our anniversary week in July', consent: 'on', source: '/yachts/aurora/' };

describe('a form post is logged without its contents', () => {
  it('a received enquiry: one line with the form and outcome, no field value, no IP', async () => {
    const lines = capture();
    const outcome = await handlePost(post(enquiry), 'enquiry', 'en', deps);
    expect(outcome.kind).toBe('received');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'form post', form: 'enquiry', outcome: 'received', client: '198.51.100.x' });
    for (const value of [...typedValues(enquiry), CLIENT]) expect(lines[0]).not.toContain(value);
  });

  it('a refused enquiry names the refused fields, not what was typed in them', async () => {
    const lines = capture();
    const typed = { ...enquiry, email: 'not-an-address-but-private', phone: 'call me at home 12345' };
    const outcome = await handlePost(post(typed), 'enquiry', 'es', deps);
    expect(outcome.kind).toBe('invalid');
    const record = JSON.parse(lines[0] ?? '');
    expect(record).toMatchObject({ outcome: 'invalid', locale: 'es' });
    expect(record.refusedFields).toContain('email');
    for (const value of [...typedValues(typed), CLIENT]) expect(lines.join('\n')).not.toContain(value);
  });
});

describe('a refused post is also a refusal line, one a minute per client (spec 8.6)', () => {
  const refusals = (lines: string[]) => lines.map((line) => JSON.parse(line)).filter((record) => record.level === 'warn');

  it("a cross-site post: a warning naming the reason, the form and the sending site's origin, then silence for that client", async () => {
    const lines = capture();
    const from = { client: '203.0.113.61', headers: { origin: 'https://evil.example' } };
    expect((await handlePost(post(enquiry, from), 'enquiry', 'en', deps)).kind).toBe('cross-site');
    expect((await handlePost(post(enquiry, from), 'enquiry', 'en', deps)).kind).toBe('cross-site');
    const warnings = refusals(lines);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ msg: 'refused: cross-site', reason: 'cross-site', form: 'enquiry', origin: 'https://evil.example', client: '203.0.113.x' });
    for (const value of typedValues(enquiry)) expect(lines.join('\n')).not.toContain(value);
  });

  it('a rate-limited post: a warning naming the reason', async () => {
    const lines = capture();
    const limited = { ...deps, rateLimit: createRateLimiter({ posts: 1, windowMs: 60_000 }) };
    const from = { client: '203.0.113.62' };
    await handlePost(post(enquiry, from), 'enquiry', 'en', limited);
    expect((await handlePost(post(enquiry, from), 'enquiry', 'en', limited)).kind).toBe('rate-limited');
    expect(refusals(lines)).toEqual([expect.objectContaining({ msg: 'refused: rate-limited', reason: 'rate-limited', form: 'enquiry', client: '203.0.113.x' })]);
  });
  it('an oversized post: a warning naming the reason and the limit', async () => {
    const lines = capture();
    const huge = { ...enquiry, message: 'x'.repeat(64 * 1024) };
    expect((await handlePost(post(huge, { client: '203.0.113.63' }), 'enquiry', 'en', deps)).kind).toBe('too-large');
    expect(refusals(lines)).toEqual([expect.objectContaining({ msg: 'refused: body-too-large', reason: 'body-too-large', form: 'enquiry', client: '203.0.113.x' })]);
  });
});
