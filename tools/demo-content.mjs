/**
 * The demo content both `npm start` and `npm run build` need: generated into .data/ when missing or
 * older than its generator (tools/content), and the local stand-in's webhook secret (content:publish
 * signs with it), generated once, never a default. Plain Node: the build's own first step.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Newest modification time under the given folders (sources of the build). */
export const newest = (dirs) => {
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

/** Seeds when needed; true when it did (new content needs a new build: the build prerenders it). */
export const ensureDemoContent = () => {
  const manifest = path.join(root, '.data', 'content', 'manifest.json');
  const stale = !existsSync(manifest) || statSync(manifest).mtimeMs < newest(['tools/content']);
  if (stale) run('npx', ['tsx', 'tools/cli.ts', 'seed']);
  const secretFile = path.join(root, '.data', 'webhook-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  return stale;
};
