/**
 * A throwaway Postgres for tests: Debian's postgresql (tools/test.sh installs it when missing),
 * a fresh cluster in a temp folder on a free loopback port, started once per test file and removed
 * after. Postgres refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type TestPostgres = { url: string; stop: () => void };

const binDir = (): string => {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .sort((a, b) => Number(b) - Number(a))
        .find((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : undefined;
  if (!version) throw new Error("Debian's postgresql is not installed (tools/test.sh installs it)");
  return path.join(root, version, 'bin');
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export const startPostgres = async (): Promise<TestPostgres> => {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()) : undefined;
  if (owner !== undefined) chownSync(dir, owner, Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const run = (command: string, args: string[]) => execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe', cwd: dir });
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  // Durable commits as in production (fsync, synchronous_commit on): the test measures the real promise.
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        // Immediate: the cluster is thrown away, so no shutdown checkpoint is worth waiting for.
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
