import { describe, expect, it } from 'vitest';
import { createCli, type CliActions, type PublishCommandOptions, type SeedCommandOptions, type ServeCommandOptions } from './cli';

const recorder = () => {
  const calls: {
    seed: SeedCommandOptions[];
    serve: ServeCommandOptions[];
    schema: number;
    env: number;
    publish: [string, PublishCommandOptions][];
  } = { seed: [], serve: [], schema: 0, env: 0, publish: [] };
  const actions: CliActions = {
    seed: async (o) => {
      calls.seed.push(o);
    },
    serve: async (o) => {
      calls.serve.push(o);
    },
    schema: async () => {
      calls.schema += 1;
    },
    publish: async (codename, o) => {
      calls.publish.push([codename, o]);
    },
    env: async () => {
      calls.env += 1;
    },
  };
  const cli = createCli(actions).exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  for (const sub of cli.commands) sub.exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  return { calls, run: (...args: string[]) => cli.parseAsync(['node', 'cli', ...args]) };
};

describe('tools CLI', () => {
  it('seed defaults to seed 1, 60 yachts and the .data folder', async () => {
    const { calls, run } = recorder();
    await run('seed');
    expect(calls.seed).toEqual([{ seed: 1, yachts: 60, out: '.data' }]);
  });

  it('seed passes --seed, --yachts and --out as numbers and a path', async () => {
    const { calls, run } = recorder();
    await run('seed', '--seed', '42', '--yachts', '5000', '--out', '/tmp/demo');
    expect(calls.seed).toEqual([{ seed: 42, yachts: 5000, out: '/tmp/demo' }]);
  });

  it('seed refuses a yacht count that is not a positive whole number', async () => {
    const { calls, run } = recorder();
    await expect(run('seed', '--yachts', 'many')).rejects.toThrow(/--yachts must be a whole number/);
    await expect(run('seed', '--yachts', '0')).rejects.toThrow(/at least 1/);
    expect(calls.seed).toEqual([]);
  });

  it('serve listens on 4010 by default and passes the content folder; schema runs the export', async () => {
    const { calls, run } = recorder();
    await run('serve');
    await run('serve', '--port', '5000', '--content', 'x/content');
    await run('schema');
    expect(calls.serve).toEqual([{ port: 4010 }, { port: 5000, content: 'x/content' }]);
    expect(calls.schema).toBe(1);
  });

  it('publish takes the codename, the language (default en) and repeated --set assignments', async () => {
    const { calls, run } = recorder();
    await run('publish', 'page_about', '--set', 'title=New title', '--set', 'description=a=b');
    await run('publish', 'page_about', '--language', 'es', '--set', 'title=Nuevo');
    expect(calls.publish).toEqual([
      ['page_about', { language: 'en', set: ['title=New title', 'description=a=b'] }],
      ['page_about', { language: 'es', set: ['title=Nuevo'] }],
    ]);
  });
});
