/**
 * The deployable artifact under test: Next's standalone folder (site/.next/standalone, completed by
 * tools/build.mjs) copied to a clean temp folder, away from the repository and its node_modules,
 * and started there as a deployment would: `node server.js` with HOSTNAME and PORT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processEnv } from '../tools/env';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'site', '.next', 'standalone');

/** A copy of the built artifact; `dir` holds server.js's parent tree, `serverDir` server.js. */
export const copyStandalone = (): { dir: string; serverDir: string; remove: () => void } => {
  if (!existsSync(path.join(built, 'site', 'server.js'))) throw new Error('No standalone build: run `npm run build` first');
  const dir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
  cpSync(built, dir, { recursive: true });
  return { dir, serverDir: path.join(dir, 'site'), remove: () => rmSync(dir, { recursive: true, force: true }) };
};

export type RunningServer = { origin: string; process: ChildProcess; startMs: number; rssBytes: () => number; stop: () => Promise<void>; output: () => string };

/**
 * Starts `node server.js` with only the environment given (plus PATH) and waits for its health route.
 * HOSTNAME `localhost` (127.0.0.1 here): a literal 127.0.0.1 trips Next's proxy-rewrite loop (docs/deploy.md).
 */
export const startStandalone = async (serverDir: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> => {
  const started = performance.now();
  const child = spawn(process.execPath, ['server.js'], {
    cwd: serverDir,
    env: { PATH: processEnv().PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', HOSTNAME: 'localhost', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${origin}/api/health/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server.js did not answer within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = Math.round(performance.now() - started);
  return {
    origin,
    process: child,
    startMs,
    output: () => output,
    rssBytes: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
