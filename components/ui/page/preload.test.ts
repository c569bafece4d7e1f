import { describe, expect, it } from 'vitest';
import { createPreloadQueue, preloadAllowed } from './preload';
import { ROUTE_PRELOAD_CONCURRENCY } from '../../../schema/constants/layout';

describe('route preloads (spec 2.15, 9.5)', () => {
  it('runs at most 4 at a time, each href once, and starts the next when one ends', async () => {
    expect(ROUTE_PRELOAD_CONCURRENCY).toBe(4);
    const done = new Map<string, () => void>();
    const started: string[] = [];
    const queue = createPreloadQueue((href) => {
      started.push(href);
      return new Promise<void>((resolve) => done.set(href, resolve));
    });
    for (const href of ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/', '/a/']) queue.request(href);
    expect(started).toEqual(['/a/', '/b/', '/c/', '/d/']);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);
    done.get('/b/')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
    expect(queue.running).toBe(4);
  });

  it('a failed preload frees its place', async () => {
    const started: string[] = [];
    const queue = createPreloadQueue((href) => {
      started.push(href);
      return href === '/a/' ? Promise.reject(new Error('offline')) : new Promise(() => undefined);
    }, 1);
    queue.request('/a/');
    queue.request('/b/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/a/', '/b/']);
  });

  it('is skipped on save-data and on 2g connections', () => {
    expect(preloadAllowed(undefined)).toBe(true);
    expect(preloadAllowed({ effectiveType: '4g' })).toBe(true);
    expect(preloadAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(preloadAllowed({ effectiveType: '2g' })).toBe(false);
    expect(preloadAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
