/**
 * A test that needs Redis or Postgres fails when the engine is missing: skipped, it would let
 * `npm test` pass without the check it stands for (tools/test.sh installs both engines).
 */
import { describe, expect, it } from 'vitest';
import { lineOf, readTracked, trackedTextFiles } from './tracked-files';

// vitest's skipIf/runIf and Playwright's skip/fixme, with a condition or reason about an engine.
const ENGINE_SKIP = /\b(?:skipIf|runIf|skip|fixme)\([^)\n]*(?:redis|postgres|initdb)/gi;
const TEST_FILE = /\.(?:test|spec)\.tsx?$/;

describe('tests that need an engine', () => {
  it('are told by their skip conditions', () => {
    expect("describe.skipIf(!hasRedisServer())('the page index', () => {".match(ENGINE_SKIP)).toHaveLength(1);
    expect("test.skip(!hasPostgres(), 'postgres is missing');".match(ENGINE_SKIP)).toHaveLength(1);
    expect("test.skip(isMobile, 'checked once');".match(ENGINE_SKIP)).toBeNull();
  });

  it('never skip for want of Redis or Postgres', () => {
    const self = 'tools/habits/no-engine-skips.test.ts';
    const skips = trackedTextFiles()
      .filter((path) => TEST_FILE.test(path) && path !== self)
      .flatMap((path) => {
        const text = readTracked(path);
        return [...text.matchAll(ENGINE_SKIP)].map((match) => `${path}:${lineOf(text, match.index)}`);
      });
    expect(skips).toEqual([]);
  });
});
