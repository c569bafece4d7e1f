/**
 * `npm start`: checks the configuration, seeds the demo content and builds the site when needed,
 * then serves it on http://localhost:$PORT (default 3000) with every embedded default (no account,
 * no network). The environment is read only by the checked module (schema/env.ts): `cli env`
 * validates it first, and `next start` takes PORT itself.
 */
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Newest modification time under the given folders (sources of the build). */
const newest = (dirs) => {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.next', 'e2e'].includes(entry.name) || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return latest;
};

// A bad value stops here, before anything is seeded or built, with the message of `cli env` (exit 2).
run('npx', ['tsx', 'tools/cli.ts', 'env']);

const content = path.join(root, '.data', 'content', 'manifest.json');
const seeded = !existsSync(content) || statSync(content).mtimeMs < newest(['tools/content']);
if (seeded) run('npx', ['tsx', 'tools/cli.ts', 'seed']);
// The local stand-in's webhook secret (content:publish signs with it): generated once, never a default.
const secretFile = path.join(root, '.data', 'webhook-secret');
if (!existsSync(secretFile)) writeFileSync(secretFile, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });

const buildId = path.join(root, 'site', '.next', 'BUILD_ID');
const sources = newest(['schema', 'renderer', 'components', 'services', 'site']);
// New content also needs a build: the build prerenders pages from it.
if (seeded || !existsSync(buildId) || statSync(buildId).mtimeMs < Math.max(sources, statSync(path.join(root, 'package.json')).mtimeMs)) {
  run('npx', ['next', 'build', 'site']);
}
// Next binds 127.0.0.1 for 'localhost' here; '-H 127.0.0.1' trips a redirect loop with the proxy.
const server = spawn('npx', ['next', 'start', 'site', '-H', 'localhost'], { cwd: root, stdio: 'inherit' });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
