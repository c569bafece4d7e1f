import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

const bytes = (n: number, fill = 1) => async () => Buffer.alloc(n, fill);

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
});
