/**
 * Content model drift (`npm run validate -- --types`): the local Delivery API answers /types from
 * the code's schema modules, so it shows no drift; a doctored answer (an element missing, one
 * extra, one retyped, a type the code lacks) is reported finding by finding with exit 1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Transport } from '../../renderer/delivery/http-service';
import { contentModel } from '../../schema/content-model';
import { CONTENT_TYPE_SCHEMAS } from '../../schema/content-types';
import { localDeliveryTransport } from '../../services/kontent/transport';
import { el, type ItemSpec } from '../content/kontent';
import { buildContentSet } from '../content/store';
import { manifestFor, writeContentSet } from '../content/write';
import { runValidate } from './run';

const both = <T>(elements: T) => ({ en: elements, es: elements });
const items: ItemSpec[] = [
  { type: 'page', codename: 'page_home', name: 'Home', variants: both({ title: el.text('Home'), url_slug: el.urlSlug('/'), components: el.linked('cover') }) },
  { type: 'page_cover_component', codename: 'cover', name: 'Cover', variants: both({ title: el.text('Welcome') }) },
  { type: 'redirect', codename: 'redirect_old', name: 'Old', variants: both({ redirect_from: el.text('/old'), redirect_to: el.text('/'), status_code: el.choice('301') }) },
];

const root = await mkdtemp(path.join(tmpdir(), 'validate-types-'));
afterAll(() => rm(root, { recursive: true, force: true }));
beforeAll(async () => {
  await writeContentSet(root, buildContentSet(items, 1), manifestFor(1, 0));
});
const contentDir = root;
const local = () => localDeliveryTransport({ contentDir, environmentId: 'demo', maxResponseBytes: Infinity });

const run = async (transport?: Transport) => {
  let stdout = '';
  const code = await runValidate(
    { preview: false, json: false, types: true },
    { env: { CONTENT_DIR: contentDir }, stdout: (text) => (stdout += text), stderr: { write: () => true, isTTY: false }, transport },
  );
  return { code, stdout };
};

const typeSchema = z.looseObject({ system: z.looseObject({ codename: z.string() }), elements: z.record(z.string(), z.looseObject({ type: z.string() })) });
const listSchema = z.looseObject({ types: z.array(typeSchema) });
type TypeJson = z.infer<typeof typeSchema>;

/** The local answer with one type changed by `edit` (or a type added), as a drifted environment answers. */
const doctored = (edit: (types: TypeJson[]) => TypeJson[]): Transport => {
  const inner = local();
  return async (request) => {
    const response = await inner({ ...request });
    if (!new URL(request.url).pathname.endsWith('/types')) return response;
    const body = listSchema.parse(response.body);
    return { ...response, body: { ...body, types: edit(body.types) } };
  };
};

const changeType = (codename: string, change: (elements: TypeJson['elements']) => TypeJson['elements']) => (types: TypeJson[]) =>
  types.map((type) => (type.system.codename === codename ? { ...type, elements: change({ ...type.elements }) } : type));

describe('the local Delivery API answers the code model (spec 7.1)', () => {
  it('lists every type of the schema registry with exactly the elements of its module, in Kontent type shape', async () => {
    const response = await local()({ url: 'https://deliver.kontent.ai/demo/types?limit=500', method: 'GET', headers: {} });
    const types = listSchema.parse(response.body).types;
    for (const { codename } of CONTENT_TYPE_SCHEMAS) {
      const type = types.find((t) => t.system.codename === codename);
      const model = contentModel().get(codename);
      expect(type, codename).toBeDefined();
      expect(Object.keys(type?.elements ?? {}).sort()).toEqual(Object.keys(model?.elements ?? {}).sort());
    }
    const one = typeSchema.parse((await local()({ url: 'https://deliver.kontent.ai/demo/types/headline_component', method: 'GET', headers: {} })).body);
    expect(one.elements['level']).toMatchObject({ type: 'multiple_choice', options: ['h2', 'h3', 'h4', 'h5', 'h6'].map((o) => ({ codename: o, name: o })) });
    expect(one.elements['text']).toMatchObject({ type: 'text', name: 'Text' });
  });

  it('validate --types finds no drift in it: exit 0', async () => {
    const { code, stdout } = await run();
    expect(stdout).toMatch(/compared with the code's model: no drift\.\n$/);
    expect(code).toBe(0);
  });
});

describe('validate --types over a drifted environment', () => {
  it('reports a missing, an extra and a retyped element and an unknown type, each once; exit 1', async () => {
    const transport = doctored((types) => [
      ...changeType('headline_component', ({ text: _removed, ...rest }) => ({ ...rest, subtitle: { type: 'text', name: 'Subtitle' } }))(
        changeType('page_cover_component', (elements) => ({ ...elements, title: { type: 'rich_text', name: 'Title' } }))(types),
      ),
      { system: { id: 'x', name: 'Submarine', codename: 'submarine_component', last_modified: '2025-01-01T00:00:00Z' }, elements: { depth: { type: 'number', name: 'Depth' } } },
    ]);
    const { code, stdout } = await run(transport);
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines).toContain('headline_component');
    expect(lines).toContain('  text: missing element: the code reads this text element (schema/components/headline_component.ts; its items fail without it), but the type has no such element');
    expect(lines).toContain("  subtitle: extra element: this text element is not in the code's model (schema/components/headline_component.ts): nothing shows what editors put in it");
    expect(lines).toContain('  title: element type: is a rich_text element; the code reads it as text (schema/components/page_cover_component.ts)');
    expect(lines).toContain('  (type): unknown type: the code has no schema module for this type: its items are neither checked nor rendered');
    expect(lines.at(-2)).toMatch(/: 4 differences in 3 types\.$/);
  });

  it('a modelled type the environment lacks and an option it does not offer; --json gives each finding', async () => {
    const transport = doctored((types) =>
      changeType('headline_component', (elements) => ({ ...elements, level: { type: 'multiple_choice', name: 'Level', options: [{ name: 'h2', codename: 'h2' }] } }))(
        types.filter((t) => t.system.codename !== 'spacer_component'),
      ),
    );
    let stdout = '';
    const code = await runValidate(
      { preview: false, json: true, types: true },
      { env: { CONTENT_DIR: contentDir }, stdout: (text) => (stdout += text), stderr: { write: () => true, isTTY: false }, transport },
    );
    expect(code).toBe(1);
    const report = z.object({ ok: z.boolean(), drift: z.array(z.object({ type: z.string(), element: z.string().nullable(), kind: z.string(), problem: z.string() })) }).parse(JSON.parse(stdout));
    expect(report.ok).toBe(false);
    expect(report.drift).toEqual([
      { type: 'headline_component', element: 'level', kind: 'missing option', problem: expect.stringContaining('h3, h4, h5, h6') },
      { type: 'spacer_component', element: null, kind: 'missing type', problem: expect.stringContaining('schema/components/spacer_component.ts') },
    ]);
  });

  it('a Delivery API that refuses the key: exit 2', async () => {
    const { code } = await run(async () => ({ status: 401, headers: {}, body: { message: 'Missing or invalid key', error_code: 3 } }));
    expect(code).toBe(2);
  });
});
