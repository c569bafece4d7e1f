import { describe, expect, it } from 'vitest';
import { CommanderError } from 'commander';
import {
  createCli,
  type CliActions,
  type PublishCommandOptions,
  type SearchIndexCommandOptions,
  type SearchServeCommandOptions,
  type SeedCommandOptions,
  type ServeCommandOptions,
  type ValidateCommandOptions,
  type FormsListCommandOptions,
} from './cli';

const recorder = () => {
  const calls: {
    seed: SeedCommandOptions[];
    serve: ServeCommandOptions[];
    schema: number;
    env: number;
    publish: [string, PublishCommandOptions][];
    validate: ValidateCommandOptions[];
    searchIndex: SearchIndexCommandOptions[];
    searchServe: SearchServeCommandOptions[];
    formsList: FormsListCommandOptions[];
  } = { seed: [], serve: [], schema: 0, env: 0, publish: [], validate: [], searchIndex: [], searchServe: [], formsList: [] };
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
    validate: async (o) => {
      calls.validate.push(o);
      return 0;
    },
    searchIndex: async (o) => {
      calls.searchIndex.push(o);
    },
    searchServe: async (o) => {
      calls.searchServe.push(o);
    },
    formsList: async (o) => {
      calls.formsList.push(o);
    },
  };
  const cli = createCli(actions)
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  for (const sub of cli.commands) {
    sub.configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
    // validate sets its own: usage errors exit 2.
    if (sub.name() !== 'validate') sub.exitOverride();
  }
  return { calls, run: (...args: string[]) => cli.parseAsync(['node', 'cli', ...args]) };
};

describe('tools CLI', () => {
  it('search-serve defaults to port 4020; search-index may read a content folder', async () => {
    const { calls, run } = recorder();
    await run('search-serve');
    await run('search-serve', '--port', '4999', '--dir', '/tmp/s');
    await run('search-index', '--content', '/tmp/c');
    expect(calls.searchServe).toEqual([{ port: 4020 }, { port: 4999, dir: '/tmp/s' }]);
    expect(calls.searchIndex).toEqual([{ content: '/tmp/c' }]);
  });

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

  it('forms:list passes --form and --json, and refuses a form that does not exist', async () => {
    const { calls, run } = recorder();
    await run('forms:list');
    await run('forms:list', '--form', 'enquiry', '--json');
    expect(calls.formsList).toEqual([{ json: false }, { form: 'enquiry', json: true }]);
    await expect(run('forms:list', '--form', 'brochure')).rejects.toThrow(/Allowed choices are enquiry, newsletter/);
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
  it('validate passes --preview, --language, --type, --json and --types', async () => {
    const { calls, run } = recorder();
    await run('validate');
    await run('validate', '--preview', '--language', 'es', '--type', 'yacht', '--json');
    await run('validate', '--types');
    expect(calls.validate).toEqual([
      { preview: false, json: false, types: false },
      { preview: true, language: 'es', type: 'yacht', json: true, types: false },
      { preview: false, json: false, types: true },
    ]);
  });

  it('validate refuses a locale the site does not have with exit code 2, as a run that cannot start', async () => {
    const { calls, run } = recorder();
    const failure = await run('validate', '--language', 'fr').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommanderError);
    expect(failure).toMatchObject({ exitCode: 2, message: expect.stringMatching(/'fr' is invalid\. Allowed choices are en, es/) });
    expect(calls.validate).toEqual([]);
  });
});
