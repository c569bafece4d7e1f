import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, retryAfterMs, withRetry, defaultRetryPolicy, type Attempt } from './retry';

const failing = (status: number, retryAfter?: string): Attempt<string> => ({
  ok: false,
  status,
  retryAfter,
  error: new Error(`status ${status}`),
});

describe('spec 8.6 content client retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('backs off between 0.8 × base and 1.2 × base × 2^attempt', () => {
    const low = { baseMs: 1000, random: () => 0 };
    const high = { baseMs: 1000, random: () => 1 };
    expect(backoffMs(0, low)).toBe(800);
    expect(backoffMs(0, high)).toBe(1200);
    expect(backoffMs(3, high)).toBe(9600);
    expect(backoffMs(3, low)).toBe(800);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it.each([408, 429, 500, 502, 503, 504])('retries %i up to 5 attempts, then gives up', async (status) => {
    const attempt = vi.fn(async () => failing(status));
    // Within the spec's attempts, a deadline long enough for all of them.
    const done = withRetry(attempt, { ...defaultRetryPolicy, random: () => 0.5, deadlineMs: 60_000 }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await done).toBeInstanceOf(Error);
    expect(attempt).toHaveBeenCalledTimes(5);
  });

  it.each([400, 401, 403, 404])('does not retry %i', async (status) => {
    const attempt = vi.fn(async () => failing(status));
    await expect(withRetry(attempt)).rejects.toThrow(`status ${status}`);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('honours Retry-After before the next attempt', async () => {
    const results = [failing(429, '7'), { ok: true as const, value: 'page' }];
    const attempt = vi.fn(async () => results.shift() ?? failing(500));
    const done = withRetry(attempt);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe('page');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry a cancelled request', async () => {
    const attempt = vi.fn(async (): Promise<Attempt<string>> => ({ ok: false, status: 503, error: new Error('Request cancelled by user') }));
    await expect(withRetry(attempt)).rejects.toThrow('Request cancelled');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('retries within a deadline per request (spec 8.6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts no retry whose wait would end past the deadline, and says it gave up', async () => {
    const attempt = vi.fn(async () => failing(503));
    const gaveUp = vi.fn();
    const policy = { ...defaultRetryPolicy, random: () => 1, deadlineMs: 5_000 };
    // Waits 1200, then 2400 (3600 in all); the next, 4800, would end past 5 s.
    const done = withRetry(attempt, policy, undefined, gaveUp).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await done).toBeInstanceOf(Error);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(gaveUp).toHaveBeenCalledOnce();
  });

  it('gives up at once when Retry-After asks for longer than the deadline leaves, passing it on', async () => {
    const attempt = vi.fn(async () => failing(429, '120'));
    const gaveUp = vi.fn();
    await expect(withRetry(attempt, defaultRetryPolicy, undefined, gaveUp)).rejects.toThrow('status 429');
    expect(attempt).toHaveBeenCalledOnce();
    expect(gaveUp.mock.calls[0]?.[0]).toMatchObject({ status: 429, retryAfterMs: 120_000 });
  });

  it('does not retry a refused or timed-out connection, but reports it as an outage', async () => {
    const attempt = vi.fn(async (): Promise<Attempt<string>> => ({ ok: false, status: 0, error: new Error('ECONNREFUSED') }));
    const gaveUp = vi.fn();
    await expect(withRetry(attempt, defaultRetryPolicy, undefined, gaveUp)).rejects.toThrow('ECONNREFUSED');
    expect(attempt).toHaveBeenCalledOnce();
    expect(gaveUp).toHaveBeenCalledOnce();
  });

  it('does not report a 404 as an outage', async () => {
    const gaveUp = vi.fn();
    await expect(withRetry(async () => failing(404), defaultRetryPolicy, undefined, gaveUp)).rejects.toThrow();
    expect(gaveUp).not.toHaveBeenCalled();
  });
});
