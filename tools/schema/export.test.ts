import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { CODENAMES, modulesByCodename } from '../../schema/components';
import { allFixtures, fixturesOf } from '../../schema/components/all-fixtures';
import { exportJsonSchemas, jsonSchemaOf, JSON_SCHEMA_SUFFIX } from './export';

const committedDir = path.resolve('schema/json');

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

const ajvFor = async (dir: string) => {
  const ajv = new Ajv2020({ allErrors: true });
  for (const codename of CODENAMES) {
    const schema = await readJson(path.join(dir, `${codename}${JSON_SCHEMA_SUFFIX}`));
    if (typeof schema !== 'object' || schema === null) throw new Error(`${codename}: not a JSON Schema`);
    ajv.addSchema(schema, codename);
  }
  return ajv;
};

describe('JSON Schema export (DESIGN: zod is the one source of the content model)', () => {
  const scratch: string[] = [];
  afterAll(async () => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes one <codename>.schema.json per type and removes files of types that no longer exist', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'schema-json-'));
    scratch.push(dir);
    await writeFile(path.join(dir, `retired_component${JSON_SCHEMA_SUFFIX}`), '{}');
    const written = await exportJsonSchemas(dir);
    expect(written).toHaveLength(CODENAMES.length);
    expect((await readdir(dir)).sort()).toEqual(CODENAMES.map((codename) => `${codename}${JSON_SCHEMA_SUFFIX}`).sort());
  });

  it('the committed files in schema/json are up to date with the zod modules (run npm run schema:export)', async () => {
    const files = (await readdir(committedDir)).filter((file) => file.endsWith(JSON_SCHEMA_SUFFIX)).sort();
    expect(files).toEqual(CODENAMES.map((codename) => `${codename}${JSON_SCHEMA_SUFFIX}`).sort());
    for (const codename of CODENAMES) {
      const onDisk = await readJson(path.join(committedDir, `${codename}${JSON_SCHEMA_SUFFIX}`));
      expect(onDisk, codename).toEqual(jsonSchemaOf(codename));
    }
  });

  it('ajv over the committed files and zod agree on every valid and invalid fixture of every type', async () => {
    const ajv = await ajvFor(committedDir);
    let checked = 0;
    for (const { codename, valid, invalid } of allFixtures()) {
      const validate = ajv.getSchema(codename);
      if (!validate) throw new Error(`${codename}: schema not loaded`);
      const zod = modulesByCodename[codename].elements;
      for (const { elements } of valid) {
        expect({ codename, zod: zod.safeParse(elements).success, ajv: validate(elements) }).toEqual({
          codename,
          zod: true,
          ajv: true,
        });
        checked += 1;
      }
      for (const { why, elements } of invalid) {
        expect({ codename, why, zod: zod.safeParse(elements).success, ajv: validate(elements) }).toEqual({
          codename,
          why,
          zod: false,
          ajv: false,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(CODENAMES.length * 3);
  });

  it('extra elements are tolerated by both, as content types gain elements over time', async () => {
    const ajv = await ajvFor(committedDir);
    const elements = {
      ...fixturesOf('headline_component').valid[0].elements,
      seo_note: { type: 'text', name: 'SEO note', value: 'x' },
    };
    expect(modulesByCodename.headline_component.elements.safeParse(elements).success).toBe(true);
    expect(ajv.getSchema('headline_component')?.(elements)).toBe(true);
  });
});
