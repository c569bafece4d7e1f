/**
 * The project's command line: `seed` writes the demo content, `serve` runs the local Delivery API
 * over it, `publish` changes it as publishing in Kontent.ai does, `schema` exports the JSON Schemas,
 * `validate` checks the CMS content against them, `env` checks the configuration, `forms:list` prints
 * the form submissions. Commands load their modules on demand, so each starts quickly and needs only what it uses.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { LOCALES, type Locale } from '../schema/constants/locale';
import { SEARCH_SERVE_PORT } from '../schema/constants/search';

export type SeedCommandOptions = { seed: number; yachts: number; out: string };
export type ServeCommandOptions = { port: number; content?: string };
export type PublishCommandOptions = { language: string; set: string[]; content?: string; site?: string };
export type ValidateCommandOptions = { preview: boolean; language?: Locale; type?: string; json: boolean; types: boolean };
export type SearchIndexCommandOptions = { content?: string };
export type SearchServeCommandOptions = { port: number; dir?: string };
export type FormsListCommandOptions = { form?: 'enquiry' | 'newsletter'; json: boolean };

export type CliActions = {
  seed(options: SeedCommandOptions): Promise<void>;
  serve(options: ServeCommandOptions): Promise<void>;
  schema(): Promise<void>;
  publish(codename: string, options: PublishCommandOptions): Promise<void>;
  /** `start`: the check of `npm start` (tools/env.ts runStartCheck). */
  env(options: { start: boolean }): Promise<void>;
  /** Returns the exit code: 0 clean, 1 content problems, 2 could not run. */
  validate(options: ValidateCommandOptions): Promise<number>;
  searchIndex(options: SearchIndexCommandOptions): Promise<void>;
  searchServe(options: SearchServeCommandOptions): Promise<void>;
  formsList(options: FormsListCommandOptions): Promise<void>;
};

const integer =
  (name: string, min: number) =>
  (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min) {
      throw new InvalidArgumentError(`${name} must be a whole number of at least ${min}.`);
    }
    return n;
  };

const searchActions: Pick<CliActions, 'searchIndex' | 'searchServe'> = {
  searchIndex: async ({ content }) => {
    const [{ runSearchIndex, indexTarget }, { readItems, storeItems }, { toolsEnv }, { toolsDelivery }] = await Promise.all([
      import('./search/run'),
      import('./search/source'),
      import('./env'),
      import('./delivery'),
    ]);
    const env = toolsEnv();
    const items = content ? storeItems(content) : await readItems(toolsDelivery(env).client, env.KONTENT_LANGUAGES);
    await runSearchIndex(items, indexTarget(env), (line) => console.log(line));
  },
  searchServe: async ({ port, dir }) => {
    const [{ runSearchServe }, { toolsEnv }] = await Promise.all([import('./search/serve'), import('./env')]);
    await runSearchServe({ port, dir: dir ?? toolsEnv().SEARCH_DIR });
  },
};

export const defaultActions: CliActions = {
  ...searchActions,
  seed: async ({ seed, yachts, out }) => {
    const [{ seedDemoContent }, { ensureWebhookSecret }] = await Promise.all([import('./content/seed'), import('../services/kontent/webhook-secret')]);
    await seedDemoContent({ seed, yachts, outDir: out, imageVariants: true, log: (line) => console.log(line) });
    ensureWebhookSecret(path.join(out, 'content'));
    // The site's cached Delivery answers describe the content just replaced: a build or start after
    // a new seed must read the new content, not answers cached from the old one.
    rmSync(path.resolve(import.meta.dirname, '..', 'site', '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
    // A fresh clone gets the embedded engine's index with its content (spec 9.2).
    const [{ runSearchIndex }, { storeItems }] = await Promise.all([import('./search/run'), import('./search/source')]);
    await runSearchIndex(storeItems(path.join(out, 'content')), { kind: 'file', dir: path.join(out, 'search') }, () => undefined).then((summary) =>
      console.log(`  ${'search records'.padEnd(40)} ${summary.records} (${summary.file ?? ''})`),
    );
  },
  serve: async ({ port, content }) => {
    const { runServeCommand } = await import('../services/kontent/serve-command');
    const { toolsEnv } = await import('./env');
    const env = toolsEnv();
    await runServeCommand({
      port,
      contentDir: content ?? env.CONTENT_DIR,
      deliveryKey: env.KONTENT_DELIVERY_KEY,
      previewKey: env.KONTENT_PREVIEW_KEY,
      maxResponseBytes: env.LOCAL_DELIVERY_MAX_RESPONSE_BYTES,
      maxItemsPerResponse: env.LOCAL_DELIVERY_MAX_ITEMS,
    });
  },
  schema: async () => {
    const { exportJsonSchemas } = await import('./schema/export');
    const written = await exportJsonSchemas();
    console.log(`Wrote ${written.length} JSON Schemas`);
  },
  publish: async (codename, { language, set, content, site }) => {
    const [{ publish }, { toolsEnv }] = await Promise.all([import('./content/publish'), import('./env')]);
    const env = toolsEnv();
    if (env.KONTENT_ENVIRONMENT_ID) throw new Error('content:publish changes the local stand-in; publish in Kontent.ai for a hosted environment');
    await publish({
      codename,
      language,
      set,
      contentDir: content ?? env.CONTENT_DIR,
      site: site ?? `http://localhost:${env.PORT}`,
      log: (line) => console.log(line),
    });
  },
  env: async ({ start }) => {
    const { runEnvCheck, runStartCheck } = await import('./env');
    process.exitCode = (start ? runStartCheck : runEnvCheck)(console.log, console.error);
  },
  validate: async (options) => {
    const [{ runValidate }, { processEnv }] = await Promise.all([import('./validate/run'), import('./env')]);
    return runValidate(options, {
      env: processEnv(),
      stdout: (text) => process.stdout.write(text),
      stderr: { write: (text) => process.stderr.write(text), isTTY: process.stderr.isTTY === true },
    });
  },
  formsList: async (options) => {
    const [{ runFormsList }, { toolsEnv }] = await Promise.all([import('./forms/list'), import('./env')]);
    await runFormsList(options, { config: toolsEnv(), out: (text) => process.stdout.write(text) });
  },
};

const VALIDATE_HELP = `
What it checks: every item of the environment (KONTENT_ENVIRONMENT_ID and keys, or the local
content over CONTENT_DIR when none is set), read through the items feed in each language, against
schema/json/<type>.schema.json with ajv: elements, the JSON inside DAM and yacht data elements,
links to items that do not exist in that language, and page components of a type pages cannot show.

Types without a schema are listed as "not checked" in the summary and never count as problems:
the site has no content model for them yet, so nothing could say they are wrong. Add a zod module
to schema/content-types.ts and run npm run schema:export to check them.

--types compares the environment's content types (GET /types) with the code's model, generated
from the same modules: an element the code reads that a type lacks, an element the code does not
know, an element of another element type, a multiple-choice option the code accepts that the type
does not offer, a type the code has no module for, and a modelled type the environment lacks.

Exit codes: 0 no problems, 1 content has problems, 2 could not run (configuration, network, access,
arguments), with one line saying why.`;

export const createCli = (actions: CliActions = defaultActions): Command => {
  const program = new Command('cli').description('Tools of the superyacht brokerage site').showHelpAfterError();
  program
    .command('seed')
    .description('Generate the demo content (Delivery API JSON and media) from a seed')
    .option('--seed <n>', 'seed of the generator; the same seed gives the same files', integer('--seed', 0), 1)
    .option('--yachts <n>', 'number of yachts to generate', integer('--yachts', 1), 60)
    .option('--out <dir>', 'output folder', '.data')
    .action((options: SeedCommandOptions) => actions.seed(options));
  program
    .command('serve')
    .description('Serve the local Kontent Delivery API over HTTP')
    .option('--port <n>', 'port to listen on', integer('--port', 1), 4010)
    .option('--content <dir>', 'content folder (default: CONTENT_DIR or .data/content)')
    .action((options: ServeCommandOptions) => actions.serve(options));
  program
    .command('publish')
    .description('Change an item of the local content and send the signed webhook to the running site, as publishing in Kontent.ai does')
    .argument('<codename>', 'codename of the item')
    .option('--language <codename>', 'language variant to change', 'en')
    .option('--set <element=text>', 'new value of a text, rich text or URL slug element (repeatable)', (value: string, all: string[]) => [...all, value], [])
    .option('--content <dir>', 'content folder (default: CONTENT_DIR or .data/content)')
    .option('--site <url>', 'the running site that receives the webhook (default: http://localhost:$PORT)')
    .action((codename: string, options: PublishCommandOptions) => actions.publish(codename, options));
  program
    .command('search-index')
    .description('Push the search records and index settings to Algolia (ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY), or build the embedded engine index (SEARCH_DIR)')
    .option('--content <dir>', 'read a local content folder instead of the configured Delivery API')
    .action((options: SearchIndexCommandOptions) => actions.searchIndex(options));
  program
    .command('search-serve')
    .description('Serve the embedded search engine over HTTP (the Algolia REST protocol)')
    .option('--port <n>', 'port to listen on', integer('--port', 1), SEARCH_SERVE_PORT)
    .option('--dir <dir>', 'index folder (default: SEARCH_DIR or .data/search)')
    .action((options: SearchServeCommandOptions) => actions.searchServe(options));
  program
    .command('schema')
    .description('Export the JSON Schemas of the content model to schema/json')
    .action(() => actions.schema());
  program
    .command('env')
    .description('Check the environment variables; exit 2 naming each bad one')
    .option('--start', "also check what `npm start` needs, and make the demo's preview secret and link", false)
    .action((options: { start: boolean }) => actions.env(options));
  program
    .command('validate')
    .description('Check the CMS content against the JSON Schemas of the content model')
    .option('--preview', 'check the preview content (drafts) instead of the published content', false)
    .addOption(new Option('--language <locale>', 'check one site locale only (default: all)').choices(LOCALES))
    .option('--type <codename>', 'check only items of this content type')
    .option('--json', 'print one JSON document instead of text, and no progress', false)
    .option('--types', "compare the environment's content types with the code's model instead of checking items", false)
    .addHelpText('after', VALIDATE_HELP)
    // A usage error means the check could not run: exit 2, as for a bad configuration.
    .exitOverride((error) => {
      throw error.exitCode === 0 ? error : new CommanderError(2, error.code, error.message);
    })
    .action(async (options: ValidateCommandOptions) => {
      process.exitCode = await actions.validate(options);
    });
  program
    .command('forms:list')
    .description('Print the form submissions the form host stored (DATABASE_URL, else FORMS_DB), oldest first')
    .addOption(new Option('--form <name>', 'only this form').choices(['enquiry', 'newsletter']))
    .option('--json', 'print one JSON document', false)
    .action((options: FormsListCommandOptions) => actions.formsList(options));
  return program;
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  createCli()
    .parseAsync(process.argv)
    .catch((error: unknown) => {
      // Commander has already printed its own errors (and help).
      if (error instanceof CommanderError) {
        process.exitCode = error.exitCode;
        return;
      }
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    });
}
