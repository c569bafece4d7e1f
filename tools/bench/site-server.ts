/**
 * The built site under `next start` for the benchmarks, in its own process group (so npx and the
 * server it starts stop together), with its own PORT (the proxy reads its route table from it),
 * stopped when the benchmark exits.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { processEnv } from '../env';
import { waitFor } from './wait';

const root = path.resolve(import.meta.dirname, '..', '..');

/** `env`: variables that differ from this process's (another CONTENT_DIR, say). */
export const startBuiltSite = async (port: string, env: Record<string, string> = {}): Promise<{ origin: string; pid: number }> => {
  if (!existsSync(path.join(root, 'site', '.next', 'BUILD_ID'))) {
    throw new Error('The site is not built: run `npm start` once (or `npx next build site`) first.');
  }
  const server = spawn('npx', ['next', 'start', 'site', '-H', 'localhost', '-p', port], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...processEnv(), ...env, PORT: port },
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stop);
  const origin = `http://localhost:${port}`;
  await waitFor(`${origin}/api/health/`);
  if (server.pid === undefined) throw new Error('next start did not start');
  return { origin, pid: server.pid };
};
