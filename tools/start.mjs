/**
 * `npm start`: checks the configuration, seeds the demo content and builds the site when needed
 * (tools/build.mjs), then serves it on http://localhost:$PORT (default 3000) with every embedded
 * default (no account, no network). The environment is read only by the checked module
 * (schema/env.ts): `cli env` validates it first, and `next start` takes PORT itself. A deployment
 * runs the built artifact instead (`node server.js`, docs/deploy.md), which never seeds or builds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureDemoContent, newest, root } from './demo-content.mjs';

// A bad value stops here, before anything is seeded or built, with the message of `cli env` (exit 2).
// Its output is shown as it comes, but the editors' preview link (PREVIEW_LINK_LABEL of
// tools/env.ts) is kept for the end, where the terminal still shows it once the server runs.
const LINK_LABEL = 'preview link: ';
const check = spawnSync('npx', ['tsx', 'tools/cli.ts', 'env', '--start'], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8' });
const lines = (check.stdout ?? '').split('\n');
const previewLink = lines.find((line) => line.startsWith(LINK_LABEL))?.slice(LINK_LABEL.length);
process.stdout.write(lines.filter((line) => !line.startsWith(LINK_LABEL)).join('\n'));
if (check.status !== 0) process.exit(check.status ?? 1);

const seeded = ensureDemoContent();
const buildId = path.join(root, 'site', '.next', 'BUILD_ID');
const sources = newest(['schema', 'renderer', 'components', 'services', 'site']);
// New content also needs a build: the build prerenders pages from it.
if (seeded || !existsSync(buildId) || statSync(buildId).mtimeMs < Math.max(sources, statSync(path.join(root, 'package.json')).mtimeMs)) build();
// Plain output for the person at this terminal: the link carries the secret, so it never goes to the log.
if (previewLink) {
  console.log(`\nEditors' preview link (open it once; drafts then show with ?preview=true for the grant's hours):\n  ${previewLink}`);
  console.log("Deleting the secret's file (the `preview:` line above names it) and restarting revokes every grant.\n");
}
// Next binds 127.0.0.1 for 'localhost' here; '-H 127.0.0.1' trips a redirect loop with the proxy.
const server = spawn('npx', ['next', 'start', 'site', '-H', 'localhost'], { cwd: root, stdio: 'inherit' });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
