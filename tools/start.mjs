/**
 * `npm start`: seeds the demo content and builds the site when needed, then serves it on
 * http://localhost:3000 with every embedded default (no account, no network).
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
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

const content = path.join(root, '.data', 'content', 'manifest.json');
if (!existsSync(content) || statSync(content).mtimeMs < newest(['tools/content'])) {
  run('npx', ['tsx', 'tools/cli.ts', 'seed']);
}
const buildId = path.join(root, 'site', '.next', 'BUILD_ID');
const sources = newest(['schema', 'renderer', 'components', 'site']);
if (!existsSync(buildId) || statSync(buildId).mtimeMs < Math.max(sources, statSync(path.join(root, 'package.json')).mtimeMs)) {
  run('npx', ['next', 'build', 'site']);
}
// Next binds 127.0.0.1 for 'localhost' here; '-H 127.0.0.1' trips a redirect loop with the proxy.
// `-p` sets no PORT variable: the site reads PORT for its default absolute URLs (site/lib/site.ts).
const server = spawn('npx', ['next', 'start', 'site', '-H', 'localhost', '-p', port], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
