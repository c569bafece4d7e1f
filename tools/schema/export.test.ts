import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSET_DOCUMENT_SCHEMAS, CONTENT_TYPE_SCHEMAS } from '../../schema/content-types';
import { contentTypeFixtures } from '../../schema/content-type-fixtures';
import { CODENAMES } from '../../schema/components';
import { fixturesOf } from '../../schema/components/all-fixtures';
import { galleryJsonSchema } from '../../schema/yacht/gallery';
import { invalidGalleries, validGalleries } from '../../schema/yacht/yacht.fixtures';
import { loadTypeValidators, loadValidator } from '../validate/schemas';
import { ASSETS_FOLDER, assetJsonSchemaOf, exportJsonSchemas, jsonSchemaOf, JSON_SCHEMA_SUFFIX } from './export';

const committedDir = path.resolve('schema/json');
const typeFiles = CONTENT_TYPE_SCHEMAS.map(({ codename }) => `${codename}${JSON_SCHEMA_SUFFIX}`).sort();

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));
const schemaFiles = async (dir: string) => (await readdir(dir)).filter((file) => file.endsWith(JSON_SCHEMA_SUFFIX)).sort();

describe('JSON Schema export (DESIGN: zod is the one source of the content model)', () => {
  const scratch: string[] = [];
  afterAll(async () => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes one <codename>.schema.json per type, one per asset document, and removes files of types that no longer exist', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'schema-json-'));
    scratch.push(dir);
    await writeFile(path.join(dir, `retired_component${JSON_SCHEMA_SUFFIX}`), '{}');
    const written = await exportJsonSchemas(dir);
    expect(written).toHaveLength(CONTENT_TYPE_SCHEMAS.length + ASSET_DOCUMENT_SCHEMAS.length);
    expect(await schemaFiles(dir)).toEqual(typeFiles);
    expect(await schemaFiles(path.join(dir, ASSETS_FOLDER))).toEqual(['yacht_gallery.schema.json']);
  });

  it('covers the components, page, the menu and footer types and the yacht data', () => {
    const codenames = CONTENT_TYPE_SCHEMAS.map((t) => t.codename);
    expect(codenames).toEqual(expect.arrayContaining([...CODENAMES]));
    expect(codenames).toEqual(expect.arrayContaining(['page', 'menu_configuration', 'menu_item', 'menu_group', 'link_item', 'image_teaser', 'link_list', 'footer_configuration', 'yacht', 'berth']));
  });

  it('the committed files in schema/json are up to date with the zod modules (run npm run schema:export)', async () => {
    expect(await schemaFiles(committedDir)).toEqual(typeFiles);
    for (const type of CONTENT_TYPE_SCHEMAS) {
      const onDisk = await readJson(path.join(committedDir, `${type.codename}${JSON_SCHEMA_SUFFIX}`));
      expect(onDisk, type.codename).toEqual(jsonSchemaOf(type));
    }
    for (const asset of ASSET_DOCUMENT_SCHEMAS) {
      const onDisk = await readJson(path.join(committedDir, ASSETS_FOLDER, `${asset.name}${JSON_SCHEMA_SUFFIX}`));
      expect(onDisk, asset.name).toEqual(assetJsonSchemaOf(asset));
    }
  });

  it('ajv over the committed files (as the validate CLI runs it) and zod agree on every valid and invalid fixture of every type', async () => {
    const validators = await loadTypeValidators(committedDir);
    let checked = 0;
    for (const { codename, elements: zod } of CONTENT_TYPE_SCHEMAS) {
      const validate = validators.get(codename);
      const fixtures = contentTypeFixtures[codename];
      if (!validate || !fixtures) throw new Error(`${codename}: no schema file or no fixtures`);
      expect(fixtures.valid.length, codename).toBeGreaterThan(0);
      expect(fixtures.invalid.length, codename).toBeGreaterThan(0);
      for (const [i, elements] of fixtures.valid.entries()) {
        const verdict = { codename, i, zod: zod.safeParse(elements).success, ajv: validate(elements) };
        expect(verdict).toEqual({ codename, i, zod: true, ajv: true });
        checked += 1;
      }
      for (const { why, elements } of fixtures.invalid) {
        const verdict = { codename, why, zod: zod.safeParse(elements).success, ajv: validate(elements) };
        expect(verdict).toEqual({ codename, why, zod: false, ajv: false });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(CONTENT_TYPE_SCHEMAS.length * 2);
  });

  it('ajv and zod agree on gallery JSON files (spec 3.5: keys in any case, parts optional)', async () => {
    const validate = await loadValidator(path.join(committedDir, ASSETS_FOLDER, `yacht_gallery${JSON_SCHEMA_SUFFIX}`));
    for (const [i, gallery] of validGalleries.entries()) {
      expect({ i, zod: galleryJsonSchema.safeParse(gallery).success, ajv: validate(gallery) }).toEqual({ i, zod: true, ajv: true });
    }
    for (const { why, gallery } of invalidGalleries) {
      expect({ why, zod: galleryJsonSchema.safeParse(gallery).success, ajv: validate(gallery) }).toEqual({ why, zod: false, ajv: false });
    }
  });

  it('extra elements are tolerated by both, as content types gain elements over time', async () => {
    const validators = await loadTypeValidators(committedDir);
    const headline = CONTENT_TYPE_SCHEMAS.find((t) => t.codename === 'headline_component');
    const elements = { ...fixturesOf('headline_component').valid[0].elements, seo_note: { type: 'text', name: 'SEO note', value: 'x' } };
    expect(headline?.elements.safeParse(elements).success).toBe(true);
    expect(validators.get('headline_component')?.(elements)).toBe(true);
  });
});
