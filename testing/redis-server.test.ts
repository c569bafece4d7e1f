/** Without redis-server, a test that needs Redis fails and says why, rather than being skipped. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startRedisServer } from './redis-server';

const searchPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = searchPath;
});

describe('a test that needs Redis on a machine without it', () => {
  it('fails at once, naming what to install', async () => {
    process.env.PATH = mkdtempSync(path.join(tmpdir(), 'no-redis-'));
    const started = Date.now();
    await expect(startRedisServer()).rejects.toThrow(/redis-server is not installed/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
