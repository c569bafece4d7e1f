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
    const done = withRetry(attempt, { ...defaultRetryPolicy, random: () => 0.5 }).catch((e: unknown) => e);
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
