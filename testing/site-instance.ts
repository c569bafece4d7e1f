/**
 * One more `next start` of this build, on its own port with its own settings (tests that need
 * several instances, or one pointed at other services than the e2e server's). Its output is kept
 * so a test can read its log.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export type SiteInstance = { origin: string; log: () => string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '..');
const READY_WITHIN_MS = 90_000;

/**
 * `health`: the server answers (liveness). `ready`: it is what a load balancer waits for before it
 * sends traffic, its services answering (Redis among them) and its warm-up done (/api/ready/).
 */
export type Until = 'health' | 'ready';

const answers = async (origin: string, until: Until): Promise<boolean> => (await fetch(`${origin}/api/${until}/`).catch(() => null))?.status === 200;

export const startSiteInstance = async (port: number, env: Record<string, string>, until: Until = 'health'): Promise<SiteInstance> => {
  const next = [process.execPath, path.join(root, 'node_modules/next/dist/bin/next'), 'start', 'site', '-H', 'localhost', '-p', String(port)];
  // env(1): this environment plus the instance's own settings.
  const assignments = Object.entries({ ...env, PORT: String(port) }).map(([name, value]) => `${name}=${value}`);
  const child = spawn('env', [...assignments, ...next], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(origin, until))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      // A server that never became ready is stopped here, not left listening.
      await stop();
      throw new Error(`next start on ${port} did not answer /api/${until}/ within ${READY_WITHIN_MS} ms:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, log: () => output, stop };
};
