/**
 * The project's command line: `seed` writes the demo content, `serve` runs the local Delivery API
 * over it, `schema` exports the JSON Schemas, `validate` checks the CMS content against them.
 * Commands load their modules on demand, so each starts quickly and needs only what it uses.
 */
import { pathToFileURL } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { LOCALES, type Locale } from '../schema/constants/locale';

export type SeedCommandOptions = { seed: number; yachts: number; out: string };
export type ServeCommandOptions = { port: number; content?: string };
export type ValidateCommandOptions = { preview: boolean; language?: Locale; type?: string; json: boolean };

export type CliActions = {
  seed(options: SeedCommandOptions): Promise<void>;
  serve(options: ServeCommandOptions): Promise<void>;
  schema(): Promise<void>;
  /** Returns the exit code: 0 clean, 1 content problems, 2 could not run. */
  validate(options: ValidateCommandOptions): Promise<number>;
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

export const defaultActions: CliActions = {
  seed: async ({ seed, yachts, out }) => {
    const { seedDemoContent } = await import('./content/seed');
    await seedDemoContent({ seed, yachts, outDir: out, log: (line) => console.log(line) });
  },
  serve: async ({ port, content }) => {
    const { runServeCommand } = await import('../renderer/delivery/local/serve-command');
    await runServeCommand({ port, contentDir: content });
  },
  schema: async () => {
    const { exportJsonSchemas } = await import('./schema/export');
    const written = await exportJsonSchemas();
    console.log(`Wrote ${written.length} JSON Schemas`);
  },
  validate: async (options) => {
    const { runValidate } = await import('./validate/run');
    return runValidate(options, {
      env: process.env,
      stdout: (text) => process.stdout.write(text),
      stderr: { write: (text) => process.stderr.write(text), isTTY: process.stderr.isTTY === true },
    });
  },
};

const VALIDATE_HELP = `
What it checks: every item of the environment (KONTENT_ENVIRONMENT_ID and keys, or the local
content over CONTENT_DIR when none is set), read through the items feed in each language, against
schema/json/<type>.schema.json with ajv: elements, the JSON inside DAM and yacht data elements,
links to items that do not exist in that language, and page components of a type pages cannot show.

Types without a schema (e.g. person, office, redirect) are listed as "not checked" in the summary
and never count as problems: the site has no content model for them yet, so nothing could say they
are wrong. Add a zod module to schema/content-types.ts and run npm run schema:export to check them.

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
    .command('schema')
    .description('Export the JSON Schemas of the content model to schema/json')
    .action(() => actions.schema());
  program
    .command('validate')
    .description('Check the CMS content against the JSON Schemas of the content model')
    .option('--preview', 'check the preview content (drafts) instead of the published content', false)
    .addOption(new Option('--language <locale>', 'check one site locale only (default: all)').choices(LOCALES))
    .option('--type <codename>', 'check only items of this content type')
    .option('--json', 'print one JSON document instead of text, and no progress', false)
    .addHelpText('after', VALIDATE_HELP)
    // A usage error means the check could not run: exit 2, as for a bad configuration.
    .exitOverride((error) => {
      throw error.exitCode === 0 ? error : new CommanderError(2, error.code, error.message);
    })
    .action(async (options: ValidateCommandOptions) => {
      process.exitCode = await actions.validate(options);
    });
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
