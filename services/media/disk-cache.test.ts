import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskCache } from './disk-cache';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'disk-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const bytes =
  (n: number, fill = 1) =>
  async () =>
    Buffer.alloc(n, fill);

describe('bounded disk cache', () => {
  it('keeps a made file and serves it again without making it', async () => {
    const cache = createDiskCache(tempDir(), 1000);
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from('variant');
    };
    await cache.getOrMake('a', make);
    expect((await cache.getOrMake('a', make)).toString()).toBe('variant');
    expect(made).toBe(1);
  });

  it('evicts the least recently used files when a new one goes over the limit', async () => {
    const dir = tempDir();
    const cache = createDiskCache(dir, 300);
    await cache.getOrMake('a', bytes(100));
    await cache.getOrMake('b', bytes(100));
    await cache.getOrMake('c', bytes(100));
    await cache.getOrMake('a', bytes(100)); // a is used again: b is now the oldest
    await cache.getOrMake('d', bytes(100));
    expect(readdirSync(dir).sort()).toEqual(['a', 'c', 'd']);
    expect(await cache.usage()).toEqual({ bytes: 300, files: 3 });
  });

  it('after a restart it counts the files already there, and a lower limit trims them', async () => {
    const dir = tempDir();
    const first = createDiskCache(dir, 1000);
    for (const key of ['a', 'b', 'c', 'd']) await first.getOrMake(key, bytes(100));
    const second = createDiskCache(dir, 250);
    expect(await second.usage()).toEqual({ bytes: 200, files: 2 });
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('two caches sharing one folder (two processes on one volume) never hold more than the limit plus the one file being written', async () => {
    const dir = tempDir();
    const limit = 1000;
    // A file the other cache deletes between the listing and its stat no longer counts.
    const held = () =>
      readdirSync(dir)
        .filter((name) => !name.startsWith('.'))
        .reduce((sum, name) => sum + (statSync(path.join(dir, name), { throwIfNoEntry: false })?.size ?? 0), 0);
    const first = createDiskCache(dir, limit);
    const second = createDiskCache(dir, limit);
    const peaks: number[] = [];
    const fill = async (cache: typeof first, prefix: string) => {
      for (let i = 0; i < 25; i += 1) {
        await cache.getOrMake(`${prefix}${i}`, bytes(100));
        peaks.push(held());
      }
    };
    await Promise.all([fill(first, 'a'), fill(second, 'b')]);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(limit + 100);
    expect(held()).toBeLessThanOrEqual(limit);
    expect((await first.usage()).bytes).toBeLessThanOrEqual(limit);
  });

  it('a file one cache made is served by the other without making it again', async () => {
    const dir = tempDir();
    await createDiskCache(dir, 1000).getOrMake('shared', async () => Buffer.from('made once'));
    let made = 0;
    const body = await createDiskCache(dir, 1000).getOrMake('shared', async () => ((made += 1), Buffer.from('again')));
    expect(body.toString()).toBe('made once');
    expect(made).toBe(0);
  });
});
