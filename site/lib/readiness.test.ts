import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness';

const never = () => new Promise<never>(() => undefined);

describe('readiness', () => {
  it('is ready when every configured service answers, with each one latency; unconfigured ones do not count', async () => {
    const result = await checkReadiness({ cms: async () => 'items', search: async () => 'hits', redis: null, postgres: null });
    expect(result.ready).toBe(true);
    expect(result.checks.cms).toMatchObject({ state: 'up' });
    expect(result.checks.cms?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(result.checks.redis).toEqual({ state: 'unconfigured' });
  });

  it('is not ready when one service fails, hangs past the deadline or throws at once, and says which', async () => {
    const started = Date.now();
    const result = await checkReadiness(
      {
        cms: async () => 'items',
        search: () => Promise.reject(new Error('connect ECONNREFUSED')),
        redis: never,
        postgres: () => {
          throw new Error('bad config');
        },
      },
      200,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.ready).toBe(false);
    expect(result.checks).toMatchObject({
      cms: { state: 'up' },
      search: { state: 'down', problem: 'connect ECONNREFUSED' },
      redis: { state: 'down', problem: 'no answer within 200 ms' },
      postgres: { state: 'down', problem: 'bad config' },
    });
  });
});
