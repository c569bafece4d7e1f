/**
 * The generated JSON Schemas (schema/json) compiled with ajv (draft 2020-12). A string whose
 * schema says `contentMediaType: application/json` is parsed and checked against its
 * `contentSchema`: the content vocabulary is an annotation by default, but the yacht data and DAM
 * references live in such strings, so this checker asserts it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { DataValidateFunction } from 'ajv/dist/types/index.js';

export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/json', import.meta.url));
const SUFFIX = '.schema.json';

/**
 * Marks errors found inside a JSON document held in a string: `params.document` is that string's
 * path, `params.value` the offending value inside the document.
 */
export type DocumentErrorParams = { document: string; value?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const createAjv = (): Ajv2020 => {
  // Case-insensitive keys (spec 3.5 gallery) have a pattern that also matches their lower-case property.
  const ajv = new Ajv2020({ allErrors: true, verbose: true, allowMatchingProperties: true });
  ajv.removeKeyword('contentSchema');
  ajv.addKeyword({
    keyword: 'contentSchema',
    schemaType: 'object',
    errors: 'full',
    compile: (schema: unknown, parentSchema) => {
      if (!isRecord(schema)) throw new Error('contentSchema must be a schema object');
      const json = parentSchema.contentMediaType === 'application/json';
      const validateDocument = ajv.compile(schema);
      const check: DataValidateFunction = (data, dataCxt) => {
        // A blank string or null holds no document; the string's own schema says whether that is allowed.
        if (!json || typeof data !== 'string' || data.trim() === '') return true;
        const at = dataCxt?.instancePath ?? '';
        const params: DocumentErrorParams = { document: at };
        let document: unknown;
        try {
          document = JSON.parse(data);
        } catch {
          check.errors = [{ keyword: 'contentMediaType', instancePath: at, params, message: 'is not valid JSON', data }];
          return false;
        }
        if (validateDocument(document)) return true;
        // ajv replaces `data` of a keyword's errors with the string itself: the value inside the
        // document travels in params.
        check.errors = (validateDocument.errors ?? []).map((error) => ({
          ...error,
          instancePath: `${at}${error.instancePath}`,
          params: { ...error.params, ...params, value: error.data },
        }));
        return false;
      };
      return check;
    },
  });
  return ajv;
};

export type TypeValidators = ReadonlyMap<string, ValidateFunction>;

const readSchema = async (file: string): Promise<Record<string, unknown>> => {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRecord(parsed)) throw new Error(`${file} is not a JSON Schema object`);
  return parsed;
};

/** One validator per CMS type: every `<codename>.schema.json` of `dir`, keyed by its title (the codename). */
export const loadTypeValidators = async (dir: string = SCHEMA_DIR, ajv: Ajv2020 = createAjv()): Promise<TypeValidators> => {
  const validators = new Map<string, ValidateFunction>();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(SUFFIX)).sort()) {
    const schema = await readSchema(path.join(dir, file));
    const type = typeof schema.title === 'string' ? schema.title : file.slice(0, -SUFFIX.length);
    validators.set(type, ajv.compile(schema));
  }
  return validators;
};

/** A single schema file (e.g. an asset document's) compiled with the same rules. */
export const loadValidator = async (file: string, ajv: Ajv2020 = createAjv()): Promise<ValidateFunction> => ajv.compile(await readSchema(file));

export type { ErrorObject };
