import { afterEach, describe, expect, it } from 'vitest';
import { configureLog, log, maskAddresses, type LogLevel } from './log';

let restore: () => void = () => undefined;
afterEach(() => restore());

const capture = (changes: Parameters<typeof configureLog>[0] = {}) => {
  const lines: { line: string; level: LogLevel }[] = [];
  restore = configureLog({ write: (line, level) => lines.push({ line, level }), ...changes });
  return lines;
};

describe('the server log', () => {
  it('writes one JSON line per event with time, level, message, the request id and the fields', () => {
    const lines = capture({ requestId: () => 'req-42' });
    log.warn('compare: incomplete yacht', { codename: 'aurora', problem: 'no length' });
    expect(lines).toHaveLength(1);
    const [entry] = lines;
    expect(entry?.level).toBe('warn');
    expect(entry?.line).not.toContain('\n');
    const record = JSON.parse(entry?.line ?? '');
    expect(record).toMatchObject({ level: 'warn', msg: 'compare: incomplete yacht', requestId: 'req-42', codename: 'aurora', problem: 'no length' });
    expect(new Date(record.time).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('never writes a raw IP address, in the message or in any field', () => {
    const lines = capture();
    log.info('post from 198.51.100.7', { client: '198.51.100.7', hops: ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '203.0.113.9'], nested: { peer: '::ffff:192.0.2.33' } });
    const line = lines[0]?.line ?? '';
    for (const address of ['198.51.100.7', '2001:db8:85a3:8d3:1319:8a2e:370:7348', '203.0.113.9', '192.0.2.33']) expect(line).not.toContain(address);
    expect(JSON.parse(line)).toMatchObject({ client: '198.51.100.x', hops: ['2001:db8:85a3::x', '203.0.113.x'] });
  });

  it('leaves times and ports alone while masking addresses', () => {
    expect(maskAddresses('at 12:30:45 on port 3000')).toBe('at 12:30:45 on port 3000');
    expect(maskAddresses('peer 2001:db8::1 answered')).toBe('peer 2001:db8::x answered');
  });

  it('redacts values under secret-looking names, however deep', () => {
    const lines = capture();
    log.error('webhook refused', { secret: 'abc123456789', headers: { authorization: 'Bearer t0ken', cookie: 'NEXT_LOCALE=es' }, apiKey: 'k', path: '/api/revalidate/' });
    const line = lines[0]?.line ?? '';
    for (const secret of ['abc123456789', 'Bearer t0ken', 'NEXT_LOCALE=es']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ secret: '[redacted]', headers: { authorization: '[redacted]', cookie: '[redacted]' }, apiKey: '[redacted]', path: '/api/revalidate/' });
  });

  it('reads an Error as its name and message', () => {
    const lines = capture();
    log.error('failed', { error: new TypeError('fetch failed', { cause: new Error('ECONNREFUSED 10.0.0.5:443') }) });
    expect(JSON.parse(lines[0]?.line ?? '')).toMatchObject({ error: { name: 'TypeError', message: 'fetch failed', cause: { message: 'ECONNREFUSED 10.0.0.x:443' } } });
  });

  it('reads as a short line for a person in development', () => {
    const lines = capture({ format: 'pretty', requestId: () => 'req-7' });
    log.info('webhook: revalidated', { tags: ['page:en:/'] });
    expect(lines[0]?.line).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}webhook: revalidated \[req-7\] \{"tags":\["page:en:\/"\]\}$/);
  });
});
