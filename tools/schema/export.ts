/**
 * JSON Schemas of the content model, generated from the zod modules (DESIGN.md: zod is the one
 * source), so tools outside TypeScript can check content too. One file per type:
 * `schema/json/<codename>.schema.json`, describing the raw `elements` object of an item.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { CODENAMES, modulesByCodename, type Codename } from '../../schema/components';

export const JSON_SCHEMA_SUFFIX = '.schema.json';

/**
 * The JSON Schema of a type's raw elements. It checks the input shape zod checks; the JSON
 * inside a DAM element's string can only be checked by zod.
 */
export const jsonSchemaOf = (codename: Codename): Record<string, unknown> => ({
  ...z.toJSONSchema(modulesByCodename[codename].elements, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }),
  $id: `${codename}${JSON_SCHEMA_SUFFIX}`,
  title: codename,
  description: `Delivery API elements of a ${codename} item (schema/components/${codename}.ts)`,
});

export const jsonSchemaText = (codename: Codename): string => `${JSON.stringify(jsonSchemaOf(codename), null, 2)}\n`;

/** Writes every type's schema and removes files of types that no longer exist. Returns the paths written. */
export const exportJsonSchemas = async (outDir = 'schema/json'): Promise<string[]> => {
  const dir = path.resolve(outDir);
  await mkdir(dir, { recursive: true });
  const wanted = new Set(CODENAMES.map((codename) => `${codename}${JSON_SCHEMA_SUFFIX}`));
  for (const file of await readdir(dir)) {
    if (file.endsWith(JSON_SCHEMA_SUFFIX) && !wanted.has(file)) await rm(path.join(dir, file));
  }
  const written: string[] = [];
  for (const codename of CODENAMES) {
    const file = path.join(dir, `${codename}${JSON_SCHEMA_SUFFIX}`);
    await writeFile(file, jsonSchemaText(codename));
    written.push(file);
  }
  return written;
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const written = await exportJsonSchemas(process.argv[2]);
  console.log(`Wrote ${written.length} JSON Schemas to ${path.dirname(written[0] ?? '.')}`);
}
