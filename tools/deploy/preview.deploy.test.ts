/**
 * Drafts stay with editors on the deployable artifact (spec 2.3): `node server.js`
 * with hosted content and no PREVIEW_SECRET exits 2 naming it (PREVIEW=off starts); on the embedded
 * defaults it makes its own secret beside its content, logs only the file's path, and previews only
 * for a browser that brought the secret.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/postgres';
import { copyStandalone, startStandalone, type RunningServer } from '../../testing/standalone';
import { processEnv } from '../env';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' };
const HOSTED = { KONTENT_ENVIRONMENT_ID: '8d1b2f3a-0000-4000-8000-000000000001', KONTENT_DELIVERY_KEY: 'delivery-key' };

let copy: ReturnType<typeof copyStandalone>;
beforeAll(() => {
  copy = copyStandalone();
});
afterAll(() => copy?.remove());

/** Runs `node server.js` until it exits (or 60 s): its status and output. */
const runToExit = (env: Record<string, string>): Promise<{ status: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['server.js'], {
      cwd: copy.serverDir,
      env: { PATH: processEnv().PATH ?? '', NODE_ENV: 'production', HOSTNAME: 'localhost', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });

describe('the standalone server and the preview secret', () => {
  it('hosted content in production without PREVIEW_SECRET: exits 2 at start, naming the variable', async () => {
    const { status, output } = await runToExit(HOSTED);
    expect(status).toBe(2);
    expect(output).toContain('PREVIEW_SECRET is not set');
    expect(output).not.toContain('delivery-key');
  }, 90_000);

  it('PREVIEW=off starts it: preview is switched off', async () => {
    const server = await startStandalone(copy.serverDir, await freePort(), { ...HOSTED, PREVIEW: 'off' });
    try {
      expect((await fetch(`${server.origin}/api/health/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);

  describe('on the embedded defaults', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startStandalone(copy.serverDir, await freePort());
    }, 90_000);
    afterAll(() => server?.stop());

    it('makes its own secret beside its content and logs the file, never the secret', () => {
      const file = path.join(copy.serverDir, '.data', 'preview-secret');
      const secret = readFileSync(file, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(server.output()).toContain(file);
      expect(server.output()).not.toContain(secret);
    });

    it('?preview=true alone is the live page; the secret link grants a cookie that previews', async () => {
      const secret = readFileSync(path.join(copy.serverDir, '.data', 'preview-secret'), 'utf8').trim();
      const alone = await fetch(`${server.origin}/about/?preview=true`, { headers: BROWSER });
      expect(alone.status).toBe(200);
      expect(alone.headers.get('cache-control')).not.toContain('no-store');
      const granted = await fetch(`${server.origin}/about/?preview=true&secret=${secret}`, { headers: BROWSER, redirect: 'manual' });
      expect(granted.status).toBe(303);
      const cookie = (granted.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const preview = await fetch(`${server.origin}/about/?preview=true`, { headers: { ...BROWSER, cookie } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect(await preview.text()).toContain('data-editor-error');
    });
  });
});
