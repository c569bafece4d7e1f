/**
 * The validate CLI over a small content set with planted faults, written in the Delivery API's
 * shape and served by the local stand-in: what it reports, its summary and its exit codes.
 */
import { createServer } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport } from '../../renderer/delivery/http-service';
import { el, stableUuid, type Elements, type ItemSpec } from '../content/kontent';
import { buildContentSet } from '../content/store';
import { manifestFor, writeContentSet } from '../content/write';
import { runValidate, type ValidateIo, type ValidateOptions } from './run';

const page = (title: string, slug: string, components: string[]): Elements => ({
  title: el.text(title),
  url_slug: el.urlSlug(slug),
  components: el.linked(...components),
});
const both = (elements: Elements) => ({ en: elements, es: elements });
const api = { id: 'Y1_AU', name: 'AURORA', type: 'rent' };

/** One fault of each kind, and clean items around them. */
const plantedItems: ItemSpec[] = [
  {
    type: 'page',
    codename: 'page_home',
    name: 'Home',
    variants: both(page('Home', '/', ['cover_ok', 'headline_no_level', 'headline_no_text', 'widget_1', 'gone_item'])),
  },
  {
    type: 'page',
    codename: 'page_about',
    name: 'About',
    variants: both(page('About', '/about', ['cover_ok'])),
    // Only the draft is broken: found with --preview alone.
    draft: both(page('  ', '/about', ['cover_ok'])),
  },
  {
    type: 'page_cover_component',
    codename: 'cover_ok',
    name: 'Cover',
    variants: { en: { title: el.text('Welcome') }, es: { title: el.text('Bienvenidos') } },
  },
  {
    type: 'headline_component',
    codename: 'headline_no_level',
    name: 'Headline with a level the site does not offer',
    variants: both({ text: el.text('Our fleet'), level: el.choice('h1') }),
  },
  {
    type: 'headline_component',
    codename: 'headline_no_text',
    name: 'Headline without text',
    variants: both({ level: el.choice('h2') }),
  },
  { type: 'mystery_widget', codename: 'widget_1', name: 'Widget', variants: both({ size: el.number(3) }) },
  { type: 'legacy_teaser', codename: 'teaser_1', name: 'Old teaser', variants: both({ heading: el.text('Ahoy') }) },
  {
    type: 'yacht',
    codename: 'yacht_aurora',
    name: 'Aurora',
    variants: { en: { name: el.text('Aurora'), url_slug: el.urlSlug('aurora'), yacht_type: el.choice('charter'), api_data: el.custom(JSON.stringify(api)) } },
  },
];

const cleanItems: ItemSpec[] = [
  { type: 'page', codename: 'page_home', name: 'Home', variants: both(page('Home', '/', ['cover_ok'])) },
  plantedItems[2] ?? plantedItems[0]!,
  { type: 'legacy_teaser', codename: 'teaser_1', name: 'Old teaser', variants: both({ heading: el.text('Ahoy') }) },
];

const root = await mkdtemp(path.join(tmpdir(), 'validate-test-'));
const planted = path.join(root, 'planted');
const clean = path.join(root, 'clean');
afterAll(() => rm(root, { recursive: true, force: true }));
beforeAll(async () => {
  await writeContentSet(planted, buildContentSet(plantedItems, 1), manifestFor(1, 0));
  await writeContentSet(clean, buildContentSet(cleanItems, 1), manifestFor(1, 0));
});

const run = async (env: Record<string, string>, options: Partial<ValidateOptions> = {}, extra: Partial<ValidateIo> = {}) => {
  let stdout = '';
  let stderr = '';
  const code = await runValidate(
    { preview: false, json: false, ...options },
    {
      env,
      stdout: (text) => (stdout += text),
      stderr: { write: (text) => (stderr += text), isTTY: false },
      ...extra,
    },
  );
  return { code, stdout, stderr, lines: stdout.split('\n') };
};

const editUrl = (codename: string, language: string) => `https://app.kontent.ai/goto/edit-item/project/demo/variant-codename/${language}/item/${stableUuid(codename)}`;

describe('npm run validate over planted faults', () => {
  it('reports each fault with item, type, language, element, a plain problem and the edit link; exit 1', async () => {
    const { code, lines, stderr } = await run({ CONTENT_DIR: planted });
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const block = (codename: string, language: string) => {
      const start = lines.findIndex((l) => l.startsWith(`${codename} (`) && l.includes(`, ${language})`));
      return start < 0 ? [] : lines.slice(start, lines.indexOf('', start));
    };
    expect(block('headline_no_level', 'en')).toEqual([
      'headline_no_level (headline_component, en) "Headline with a level the site does not offer"',
      "  level: 'h1' is not allowed; choose one of: h2, h3, h4, h5, h6",
      `  edit: ${editUrl('headline_no_level', 'en')}`,
    ]);
    expect(block('headline_no_text', 'es')).toEqual([
      'headline_no_text (headline_component, es) "Headline without text"',
      '  text: is required but missing',
      `  edit: ${editUrl('headline_no_text', 'es')}`,
    ]);
    expect(block('page_home', 'en')).toEqual([
      'page_home (page, en) "Home"',
      "  components: component 'widget_1' is a mystery_widget item, which a page cannot show",
      "  components: links to 'gone_item', which does not exist published in en (not published, or deleted)",
      `  edit: ${editUrl('page_home', 'en')}`,
    ]);
    expect(block('yacht_aurora', 'en')).toEqual(
      expect.arrayContaining([
        'yacht_aurora (yacht, en) "Aurora"',
        '  price: is required but missing',
        "  api_data: in its JSON, type 'rent' is not allowed; choose one of: charter, sale, sale+charter",
        "  api_data: its JSON lacks 'model', 'description', 'featureData', 'locationSummerData' and 81 more",
      ]),
    );
    // The draft-only fault is not in the published content.
    expect(block('page_about', 'en')).toEqual([]);
  });

  it('summarises items and problems per type and lists types without a schema as not checked', async () => {
    const { lines } = await run({ CONTENT_DIR: planted });
    const row = (type: string) =>
      lines
        .find((l) => l.trim().startsWith(`${type} `))
        ?.trim()
        .split(/\s+/);
    expect(row('headline_component')).toEqual(['headline_component', '4', '4']);
    expect(row('page')).toEqual(['page', '4', '4']);
    expect(row('page_cover_component')).toEqual(['page_cover_component', '2', '0']);
    expect(lines).toContain('  not checked, no schema: legacy_teaser (2), mystery_widget (2)');
    expect(lines.at(-2)).toMatch(/^\d+ items checked of \d+: \d+ problems in \d+ items\.$/);
  });

  it('an untranslated item is checked once, in its own language', async () => {
    const { stdout } = await run({ CONTENT_DIR: planted }, { json: true });
    const yachtProblems = JSON.parse(stdout).problems.filter((p: { codename: string }) => p.codename === 'yacht_aurora');
    expect(new Set(yachtProblems.map((p: { language: string }) => p.language))).toEqual(new Set(['en']));
  });

  it('with --preview finds the broken draft', async () => {
    const { code, lines } = await run({ CONTENT_DIR: planted }, { preview: true, language: 'en' });
    expect(code).toBe(1);
    expect(lines).toContain('page_about (page, en) "About"');
    expect(lines).toContain('  title: the value is empty');
  });

  it('--type checks one type only, still knowing every item for links; --json prints one document and no progress', async () => {
    const { code, stdout, stderr } = await run({ CONTENT_DIR: planted }, { type: 'page', json: true }, { stderr: { write: () => undefined, isTTY: true } });
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout);
    expect(report.ok).toBe(false);
    expect(report.summary.types).toEqual([{ type: 'page', checked: true, items: 4, problems: 4 }]);
    expect(report.problems[0]).toEqual({
      codename: 'page_home',
      type: 'page',
      language: 'en',
      element: 'components',
      problem: "component 'widget_1' is a mystery_widget item, which a page cannot show",
      itemId: stableUuid('page_home'),
      itemName: 'Home',
      editUrl: editUrl('page_home', 'en'),
    });
  });

  it('clean content exits 0 and says so', async () => {
    const { code, lines } = await run({ CONTENT_DIR: clean });
    expect(code).toBe(0);
    expect(lines.at(-2)).toBe('4 items checked of 6: no problems.');
  });

  it('shows progress on a terminal, on stderr, and clears it', async () => {
    let stderr = '';
    await run({ CONTENT_DIR: clean }, {}, { stderr: { write: (t) => (stderr += t), isTTY: true } });
    expect(stderr).toContain('\r\x1b[2KChecking en items…');
    expect(stderr.endsWith('\r\x1b[2K')).toBe(true);
  });
});

describe('npm run validate when it cannot run: exit 2 with one line', () => {
  const closedPort = async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    await new Promise((resolve) => server.close(resolve));
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  };

  it('a hosted environment whose host is unreachable', async () => {
    const port = await closedPort();
    const { code, stderr, stdout } = await run(
      { KONTENT_ENVIRONMENT_ID: 'env-1' },
      {},
      { transport: (request) => fetchTransport({ ...request, url: request.url.replace(/^https:\/\/[^/]+/, `http://127.0.0.1:${port}`) }) },
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(new RegExp(`^validate: Cannot reach the Delivery API: .*ECONNREFUSED 127\\.0\\.0\\.1:${port}.*\\n$`));
  });

  it('a hosted environment that refuses the key', async () => {
    const body = { message: 'Missing or invalid access token.', request_id: 'r1', error_code: 3, specific_code: 0 };
    const { code, stderr } = await run({ KONTENT_ENVIRONMENT_ID: 'env-1', KONTENT_DELIVERY_KEY: 'wrong' }, {}, { transport: async () => ({ status: 401, headers: {}, body }) });
    expect(code).toBe(2);
    expect(stderr).toBe('validate: The Delivery API refused the request: Missing or invalid access token. Check KONTENT_DELIVERY_KEY (or KONTENT_PREVIEW_KEY with --preview).\n');
  });

  it('a malformed KONTENT_LANGUAGES, or one naming a language the environment lacks', async () => {
    const malformed = await run({ CONTENT_DIR: planted, KONTENT_LANGUAGES: 'english' });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toBe('validate: Invalid configuration: KONTENT_LANGUAGES must be locale:codename pairs for en, es, such as "en:en,es:es-ES", got "english"\n');
    const unknown = await run({ CONTENT_DIR: planted, KONTENT_LANGUAGES: 'en:en,es:es-ES' }, { json: true });
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stdout)).toEqual({
      ok: false,
      error: "Locale es maps to the Kontent language 'es-ES' (KONTENT_LANGUAGES), which the environment does not have; it has: en, es",
    });
  });

  it('content with a variant in a language the environment does not have', async () => {
    const bad = path.join(root, 'bad-language');
    await writeContentSet(bad, buildContentSet(cleanItems, 1), manifestFor(1, 0));
    const file = path.join(bad, 'items.published.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"language":"es"', '"language":"fr"'));
    const { code, stderr } = await run({ CONTENT_DIR: bad });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^validate: Invalid content store file items\.published\.json: \[\d+\]\.system\.language: 'fr' is not a language of manifest\.json\n$/);
  });

  it('no content where the local stand-in looks, and a type without a schema', async () => {
    const missing = await run({ CONTENT_DIR: path.join(root, 'nowhere') });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Generate the demo content first: npm run content:seed\n$/);
    const noSchema = await run({ CONTENT_DIR: planted }, { type: 'legacy_teaser' });
    expect(noSchema.code).toBe(2);
    expect(noSchema.stderr).toMatch(/^validate: Type 'legacy_teaser' has no JSON Schema; types with one: .*\byacht\b/);
  });
});
