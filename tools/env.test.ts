import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEnvCheck } from './env';

const check = (source: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const status = runEnvCheck((line) => out.push(line), (line) => err.push(line), source);
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
});
