import { describe, expect, it } from 'vitest';
import { isChunkLoadError, pollDue, readBuildId, reloadAllowed } from './build-update';

describe('build updates (spec 4.9)', () => {
  it('recognises a chunk that failed to load, in the words of each bundler and browser', () => {
    const named = new Error('Failed to load chunk /_next/static/chunks/abc.js');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to load chunk')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once in 10 s', () => {
    expect(reloadAllowed(null, 1_000)).toBe(true);
    expect(reloadAllowed(1_000, 1_000)).toBe(false);
    expect(reloadAllowed(1_000, 10_999)).toBe(false);
    expect(reloadAllowed(1_000, 11_000)).toBe(true);
    // A clock set back (or a junk timestamp) never locks reloads out for good.
    expect(reloadAllowed(50_000, 1_000)).toBe(true);
    expect(reloadAllowed(Number.NaN, 1_000)).toBe(true);
  });

  it('polls on start and on the interval, and on focus or a return to the tab at most once a minute', () => {
    expect(pollDue('start', 0, 1)).toBe(true);
    expect(pollDue('interval', 0, 1)).toBe(true);
    expect(pollDue('focus', null, 1)).toBe(true);
    expect(pollDue('focus', 1_000, 30_000)).toBe(false);
    expect(pollDue('visible', 1_000, 61_000)).toBe(true);
  });

  it('reads the build id of the endpoint and nothing else', () => {
    expect(readBuildId({ buildId: 'b1' })).toBe('b1');
    expect(readBuildId({ buildId: '' })).toBeNull();
    expect(readBuildId({ buildId: 3 })).toBeNull();
    expect(readBuildId('b1')).toBeNull();
  });
});
