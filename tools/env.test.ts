import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_LABEL, runEnvCheck, runStartCheck } from './env';

const check = (source: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const status = runEnvCheck(
    (line) => out.push(line),
    (line) => err.push(line),
    source,
  );
  return { status, out: out.join('\n'), err: err.join('\n') };
};

describe('cli env: the configuration check', () => {
  it('passes with nothing set and says which services it will use', () => {
    const { status, out, err } = check({});
    expect(status).toBe(0);
    expect(err).toBe('');
    expect(out).toContain('local Delivery API over .data/content');
    expect(out).toContain('local media service over .data/media');
    expect(out).toContain('http://localhost:3000 (port 3000)');
  });

  it('names the hosted services when they are configured, never a key', () => {
    const { out } = check({ KONTENT_ENVIRONMENT_ID: 'e1', KONTENT_DELIVERY_KEY: 'secret-key', MEDIA_HOST: 'https://dam.example.com' });
    expect(out).toContain('Kontent environment e1');
    expect(out).toContain('DAM https://dam.example.com, container media');
    expect(out).not.toContain('secret-key');
  });

  it('exits 2 naming each bad variable and what it expects', () => {
    const { status, out, err } = check({ PORT: 'abc', KONTENT_EXCLUDE_ARCHIVED: 'maybe' });
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(err).toContain('PORT must be an integer 1-65535, got "abc"');
    expect(err).toContain('KONTENT_EXCLUDE_ARCHIVED must be true or false, got "maybe"');
  });

  describe('the production profile (NODE_ENV=production)', () => {
    const READY = { NODE_ENV: 'production', SITE_URL: 'https://www.example.com', KONTENT_WEBHOOK_SECRET: 'a-long-webhook-secret-1234' };

    it('passes a public address with the webhook secret, and says the same as in development', () => {
      const { status, out, err } = check(READY);
      expect(err).toBe('');
      expect(status).toBe(0);
      expect(out).toContain('https://www.example.com');
    });

    it('the same gaps pass in development: the profile is production only', () => {
      expect(check({ SITE_URL: 'http://localhost:3000', ALGOLIA_APP_ID: 'APP1' }).status).toBe(0);
    });

    it.each([
      [{ SITE_URL: undefined }, 'SITE_URL is not set'],
      [{ SITE_URL: 'http://localhost:3000' }, 'SITE_URL is http://localhost:3000, a local address'],
      [{ SITE_URL: 'http://127.0.0.1:8080' }, 'a local address'],
      [{ KONTENT_WEBHOOK_SECRET: undefined }, 'KONTENT_WEBHOOK_SECRET is not set'],
      [{ KONTENT_ENVIRONMENT_ID: 'env-1' }, 'KONTENT_ENVIRONMENT_ID is set but KONTENT_DELIVERY_KEY is not'],
      [{ ALGOLIA_APP_ID: 'APP1' }, 'ALGOLIA_APP_ID is set but ALGOLIA_SEARCH_KEY is not'],
      [{ MEDIA_HOST: 'https://dam.example.com' }, 'MEDIA_HOST is set but MEDIA_CONTAINER is not'],
      [{ CDN_PURGE_URL: 'https://cdn.example.com/purge' }, 'CDN_PURGE_URL is set but CDN_PURGE_TOKEN is not'],
    ])('refuses %o with a message naming the variable', (change, message) => {
      const source = Object.fromEntries(Object.entries({ ...READY, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const { status, out, err } = check(source);
      expect(status).toBe(2);
      expect(out).toBe('');
      expect(err).toContain('Not ready for production');
      expect(err).toContain(message);
    });

    it('names every gap at once, never a key value', () => {
      const { err } = check({ NODE_ENV: 'production', SITE_URL: 'http://localhost', KONTENT_ENVIRONMENT_ID: 'env-1', KONTENT_PREVIEW_KEY: 'preview-secret-value' });
      // SITE_URL, KONTENT_WEBHOOK_SECRET, KONTENT_DELIVERY_KEY and PREVIEW_SECRET.
      expect(err.split('\n').filter((line) => line.startsWith('  '))).toHaveLength(4);
      expect(err).not.toContain('preview-secret-value');
    });

    it('accepts a configured service with its keys', () => {
      const { status } = check({
        ...READY,
        KONTENT_ENVIRONMENT_ID: 'env-1',
        KONTENT_DELIVERY_KEY: 'k1',
        PREVIEW_SECRET: 'a-long-preview-secret-1234',
        ALGOLIA_APP_ID: 'APP1',
        ALGOLIA_SEARCH_KEY: 's1',
        MEDIA_HOST: 'https://dam.example.com',
        MEDIA_CONTAINER: 'c-1',
      });
      expect(status).toBe(0);
    });

    describe('drafts stay with editors (spec 2.3)', () => {
      const HOSTED = { ...READY, KONTENT_ENVIRONMENT_ID: 'env-1', KONTENT_DELIVERY_KEY: 'k1' };

      it('hosted content without PREVIEW_SECRET exits 2 naming it', () => {
        const { status, out, err } = check(HOSTED);
        expect(status).toBe(2);
        expect(out).toBe('');
        expect(err).toContain('PREVIEW_SECRET is not set');
        expect(err).toContain('PREVIEW=off');
      });

      it('passes with PREVIEW_SECRET, or with preview switched off, and says which', () => {
        const withSecret = check({ ...HOSTED, PREVIEW_SECRET: 'a-long-preview-secret-1234' });
        expect(withSecret.status).toBe(0);
        expect(withSecret.out).toContain('preview: drafts for a browser that brought PREVIEW_SECRET, for 24 h');
        expect(withSecret.out).not.toContain('a-long-preview-secret-1234');
        const off = check({ ...HOSTED, PREVIEW: 'off' });
        expect(off.status).toBe(0);
        expect(off.out).toContain('preview: off (PREVIEW=off)');
      });

      it('the demo (no hosted content) needs no PREVIEW_SECRET: it makes its own', () => {
        expect(check(READY).status).toBe(0);
        expect(check(READY).out).toContain('preview-secret');
      });
    });
  });

  describe('the check of `npm start` (cli env --start)', () => {
    const start = (source: Record<string, string>) => {
      const out: string[] = [];
      const err: string[] = [];
      const status = runStartCheck(
        (line) => out.push(line),
        (line) => err.push(line),
        source,
      );
      return { status, out: out.join('\n'), err: err.join('\n') };
    };

    it('hosted content without PREVIEW_SECRET stops `npm start` whatever NODE_ENV says: `next start` serves production', () => {
      const { status, err } = start({ KONTENT_ENVIRONMENT_ID: 'env-1', KONTENT_DELIVERY_KEY: 'k1' });
      expect(status).toBe(2);
      expect(err).toContain('PREVIEW_SECRET is not set');
      expect(start({ KONTENT_ENVIRONMENT_ID: 'env-1', KONTENT_DELIVERY_KEY: 'k1', PREVIEW: 'off' }).status).toBe(0);
    });

    it('the demo makes its preview secret once, keeps it beside its content, and prints the link that carries it', () => {
      const work = mkdtempSync(path.join(tmpdir(), 'start-check-'));
      try {
        const source = { CONTENT_DIR: path.join(work, 'content'), PORT: '3999' };
        const first = start(source);
        expect(first.status).toBe(0);
        const secret = readFileSync(path.join(work, 'preview-secret'), 'utf8').trim();
        expect(secret.length).toBeGreaterThanOrEqual(32);
        expect(first.out).toContain(`${PREVIEW_LINK_LABEL}http://localhost:3999/?preview=true&secret=${secret}`);
        // The next start keeps it: grants given before a restart stay valid.
        expect(start(source).out).toContain(`secret=${secret}`);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  });

  it('a bad value stops `npm start` before it seeds or builds anything', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const result = spawnSync('node', ['tools/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT must be an integer 1-65535, got "abc"');
    expect(result.stdout).not.toMatch(/demo content|next build|Creating an optimized/i);
  }, 60_000);

  it('hosted content without PREVIEW_SECRET stops `npm start` with status 2 naming it', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const result = spawnSync('node', ['tools/start.mjs'], {
      cwd: root,
      env: { ...process.env, KONTENT_ENVIRONMENT_ID: 'env-1', KONTENT_DELIVERY_KEY: 'k1', PREVIEW_SECRET: '', PREVIEW: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PREVIEW_SECRET is not set');
    expect(result.stdout).not.toMatch(/demo content|next build|Creating an optimized/i);
  }, 60_000);
});
