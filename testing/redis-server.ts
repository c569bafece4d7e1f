/**
 * Debian's redis-server for integration tests: started on a free port with nothing saved to disk,
 * stopped and started again on the same port to play an outage. A test that needs it fails when it
 * is missing, with a message that says so: a skipped test would pass `npm test` without its check
 * (tools/test.sh installs it, as it installs chromium).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { createClient } from 'redis';

const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

export type RedisServer = { url: string; port: number; stop(): Promise<void>; start(): Promise<void> };

export const startRedisServer = async (port?: number): Promise<RedisServer> => {
  if (!hasRedisServer()) throw new Error("redis-server is not installed: install Debian's redis-server (tools/test.sh does)");
  const chosen = port ?? (await freePort());
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    async start() {
      child = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitFor(() => accepts(chosen), `redis-server did not listen on ${chosen}`);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
      await waitFor(async () => !(await accepts(chosen)), `redis-server on ${chosen} did not stop`);
    },
  };
  await server.start();
  return server;
};

/**
 * The page paths instances have written to the shared cache. site/cache/handler.mjs writes a page
 * after it answers, in the background, and lists its path in a `…:pages` set per build.
 */
export const sharedPagePaths = async (url: string): Promise<string[]> => {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys = await client.keys('*:pages');
    const sets = (await Promise.all(keys.map(async (key) => ((await client.type(key)) === 'zset' ? [key] : [])))).flat();
    return (await Promise.all(sets.map((key) => client.zRange(key, 0, -1)))).flat();
  } finally {
    await client.close();
  }
};
