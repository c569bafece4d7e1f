/**
 * JSON Schemas of the content model, generated from the zod modules (DESIGN.md: zod is the one
 * source), so tools outside TypeScript can check content too. One file per CMS type,
 * `schema/json/<codename>.schema.json`, describing the raw `elements` object of an item; and one per
 * JSON file that items reference as an asset, `schema/json/assets/<name>.schema.json`.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { ASSET_DOCUMENT_SCHEMAS, CONTENT_TYPE_SCHEMAS, type AssetDocumentSchema, type ContentTypeSchema } from '../../schema/content-types';

export const JSON_SCHEMA_SUFFIX = '.schema.json';
export const ASSETS_FOLDER = 'assets';

const toJsonSchema = (schema: z.ZodType) =>
  // Input side: the raw JSON as it arrives. JSON inside strings is described with contentSchema.
  z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });

/** The JSON Schema of a type's raw elements. */
export const jsonSchemaOf = ({ codename, elements, source }: ContentTypeSchema): Record<string, unknown> => ({
  ...toJsonSchema(elements),
  $id: `${codename}${JSON_SCHEMA_SUFFIX}`,
  title: codename,
  description: `Delivery API elements of a ${codename} item (${source})`,
});

/** The JSON Schema of a JSON file referenced as an asset. */
export const assetJsonSchemaOf = ({ name, schema, source, description }: AssetDocumentSchema): Record<string, unknown> => ({
  ...toJsonSchema(schema),
  $id: `${ASSETS_FOLDER}/${name}${JSON_SCHEMA_SUFFIX}`,
  title: name,
  description: `${description} (${source})`,
});

const text = (schema: Record<string, unknown>): string => `${JSON.stringify(schema, null, 2)}\n`;

/** Writes the files of `wanted` into `dir` and removes schema files there that are no longer wanted. */
const writeFolder = async (dir: string, wanted: ReadonlyMap<string, Record<string, unknown>>): Promise<string[]> => {
  await mkdir(dir, { recursive: true });
  for (const file of await readdir(dir)) {
    if (file.endsWith(JSON_SCHEMA_SUFFIX) && !wanted.has(file)) await rm(path.join(dir, file));
  }
  const written: string[] = [];
  for (const [file, schema] of wanted) {
    await writeFile(path.join(dir, file), text(schema));
    written.push(path.join(dir, file));
  }
  return written;
};

/** Writes every type's and asset document's schema. Returns the paths written. */
export const exportJsonSchemas = async (outDir = 'schema/json'): Promise<string[]> => {
  const dir = path.resolve(outDir);
  const types = new Map(CONTENT_TYPE_SCHEMAS.map((t) => [`${t.codename}${JSON_SCHEMA_SUFFIX}`, jsonSchemaOf(t)]));
  const assets = new Map(ASSET_DOCUMENT_SCHEMAS.map((a) => [`${a.name}${JSON_SCHEMA_SUFFIX}`, assetJsonSchemaOf(a)]));
  return [...(await writeFolder(dir, types)), ...(await writeFolder(path.join(dir, ASSETS_FOLDER), assets))];
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const written = await exportJsonSchemas(process.argv[2]);
  console.log(`Wrote ${written.length} JSON Schemas to ${path.dirname(written[0] ?? '.')}`);
}
