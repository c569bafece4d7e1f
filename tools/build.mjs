/**
 * `npm run build`: the deployable artifact. Seeds the demo content when needed, builds the site,
 * and completes Next's standalone server (site/.next/standalone/site/server.js) with what Next
 * leaves to the deployer: the static assets, and the demo content it serves with the embedded
 * defaults. The folder then runs with `node server.js` alone (HOSTNAME, PORT): no build, no seed,
 * no dev dependency at start. The webhook secret and form submissions are never copied in.
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDemoContent, root, run } from './demo-content.mjs';

export const standaloneDir = path.join(root, 'site', '.next', 'standalone');
/** The server's folder inside it mirrors the site's place under the repository (outputFileTracingRoot). */
export const serverDir = path.join(standaloneDir, 'site');

/** Copies the static assets and the demo content into a finished standalone build. */
export const assembleStandalone = () => {
  if (!existsSync(path.join(serverDir, 'server.js'))) throw new Error(`No standalone server at ${serverDir}: run next build site first`);
  cpSync(path.join(root, 'site', '.next', 'static'), path.join(serverDir, '.next', 'static'), { recursive: true });
  if (existsSync(path.join(root, 'site', 'public'))) cpSync(path.join(root, 'site', 'public'), path.join(serverDir, 'public'), { recursive: true });
  // Next writes the cache handler's place relative to .next (../cache/handler.mjs) but the standalone server resolves
  // it from its own folder, i.e. beside site/: the handler and the modules it imports (every .mjs of site/cache) go there too.
  const cacheDir = path.join(root, 'site', 'cache');
  for (const file of readdirSync(cacheDir).filter((name) => name.endsWith('.mjs'))) cpSync(path.join(cacheDir, file), path.join(standaloneDir, 'cache', file));
  // The one process-wide slot the handler shares with the site (site/cache/site-link.mjs), in the same place relative to it.
  cpSync(path.join(root, 'site', 'lib', 'process-wide.mjs'), path.join(standaloneDir, 'lib', 'process-wide.mjs'));
  // The demo content, media and search index the embedded services read (CONTENT_DIR, MEDIA_DIR, SEARCH_DIR are relative to the server's folder).
  rmSync(path.join(serverDir, '.data'), { recursive: true, force: true });
  for (const part of ['content', 'media', 'search']) cpSync(path.join(root, '.data', part), path.join(serverDir, '.data', part), { recursive: true });
};

export const build = () => {
  ensureDemoContent();
  run('npx', ['next', 'build', 'site']);
  assembleStandalone();
};

if (process.argv[1] === import.meta.filename) build();
