/**
 * `npm run new:type -- <codename> [--client]`: writes a new CMS component type as one unit (spec
 * 2.16; docs/content-model.md): its schema module and fixtures, its component folder with a
 * test (and with --client a `*.client.tsx` island the server component renders), its messages in
 * en and es, and its registry line; then regenerates the list of types and its JSON Schema. The
 * result type-checks, lints and passes the registry test as written; editors' elements and the
 * words are then made the type's own.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { z } from 'zod';
import { camelOf, SCHEMA_COMPONENTS_DIR, writeIndex } from './catalogue-index';
import { schemaModule, fixturesModule, componentModule, componentTest, islandModule, messagesOf } from './templates';

export const MESSAGES_FILES = { en: 'site/messages/en.json', es: 'site/messages/es.json' } as const;
export const REGISTRY_FILE = 'site/registry.tsx';

// Kontent.ai codenames may join words with several underscores (spec 2.16: faq__media_gallery).
const codenameSchema = z.string().regex(/^[a-z][a-z0-9]*(_+[a-z0-9]+)*$/, 'a codename is lower case words joined by underscores');

/** `teaser_card_component` -> `TeaserCard`: the folder and component name. */
export const componentNameOf = (codename: string): string => {
  const camel = camelOf(codename.replace(/_component$/, ''));
  return camel[0]?.toUpperCase() + camel.slice(1);
};

const messagesSchema = z.record(z.string(), z.unknown());

const addMessages = async (root: string, namespace: string, words: Record<string, string>, file: string): Promise<void> => {
  const full = path.join(root, file);
  const messages = messagesSchema.parse(JSON.parse(await readFile(full, 'utf8')));
  if (Object.hasOwn(messages, namespace)) throw new Error(`${file} already has the namespace '${namespace}'`);
  await writeFile(full, `${JSON.stringify({ ...messages, [namespace]: words }, null, 2)}\n`);
};

/** One import after the registry's last import, one entry before its end. */
export const withRegistryLine = (source: string, codename: string, name: string): string => {
  const end = source.lastIndexOf('} satisfies Registry;');
  const lastImport = source.lastIndexOf('\nimport ', source.indexOf('export const registry'));
  const importEnd = source.indexOf('\n', lastImport + 1);
  if (end < 0 || lastImport < 0) throw new Error(`${REGISTRY_FILE} has no 'export const registry = { ... } satisfies Registry;'`);
  return source.slice(0, importEnd + 1) + `import { ${name} } from '../components/${name}/${name}';\n` + source.slice(importEnd + 1, end) + `  ${codename}: ${name},\n` + source.slice(end);
};

export type NewTypeResult = { written: string[]; changed: string[] };

export const newType = async (root: string, codename: string, options: { client: boolean }): Promise<NewTypeResult> => {
  codenameSchema.parse(codename);
  const name = componentNameOf(codename);
  const namespace = camelOf(name[0]?.toLowerCase() + name.slice(1));
  const folder = path.join('components', name);
  const files: Record<string, string> = {
    [`${SCHEMA_COMPONENTS_DIR}/${codename}.ts`]: schemaModule(codename, name),
    [`${SCHEMA_COMPONENTS_DIR}/${codename}.fixtures.ts`]: fixturesModule(codename),
    [`${folder}/${name}.tsx`]: componentModule(codename, name, namespace, options.client),
    [`${folder}/${name}.test.tsx`]: componentTest(codename, name, namespace),
    ...(options.client ? { [`${folder}/${name}.client.tsx`]: islandModule(codename, name, namespace) } : {}),
  };
  for (const file of [...Object.keys(files), folder]) {
    if (existsSync(path.join(root, file))) throw new Error(`${file} already exists: choose another codename`);
  }
  await mkdir(path.join(root, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(root, file), text);
  const words = messagesOf(name, options.client);
  await addMessages(root, namespace, words.en, MESSAGES_FILES.en);
  await addMessages(root, namespace, words.es, MESSAGES_FILES.es);
  const registry = path.join(root, REGISTRY_FILE);
  await writeFile(registry, withRegistryLine(await readFile(registry, 'utf8'), codename, name));
  await writeIndex(root);
  // Loaded now, so the export sees the index that includes the new module.
  const { exportJsonSchemas } = await import('../schema/export');
  await exportJsonSchemas(path.join(root, 'schema/json'));
  return {
    written: [...Object.keys(files), `schema/json/${codename}.schema.json`],
    changed: [MESSAGES_FILES.en, MESSAGES_FILES.es, REGISTRY_FILE, 'schema/components/modules.generated.ts'],
  };
};

const main = async (argv: readonly string[]): Promise<void> => {
  const program = new Command('new:type')
    .description('write a new CMS component type: schema module, fixtures, component folder, messages, registry line')
    .argument('[codename]', 'the Kontent.ai codename, e.g. teaser_card_component')
    .option('--client', 'add a *.client.tsx island rendered by the server component', false)
    .option('--index', 'only regenerate schema/components/modules.generated.ts from the files', false)
    .exitOverride();
  program.parse(argv, { from: 'user' });
  const options = z.object({ client: z.boolean(), index: z.boolean() }).parse(program.opts());
  if (options.index) {
    console.log(`wrote ${await writeIndex('.')}`);
    return;
  }
  const codename = program.args[0];
  if (!codename) throw new Error('name the codename: npm run new:type -- <codename> [--client]');
  const { written, changed } = await newType('.', codename, { client: options.client });
  console.log(`wrote ${written.length} files:\n${written.map((f) => `  ${f}`).join('\n')}`);
  console.log(`changed ${changed.length} files:\n${changed.map((f) => `  ${f}`).join('\n')}`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    console.error(error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join('; ') : error instanceof Error ? error.message : String(error));
    process.exit(2);
  });
}
