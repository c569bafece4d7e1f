import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signatureHelper } from '@kontent-ai/webhook-helper';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publish } from './publish';
import { readItemIndex, variantReader } from '../../services/kontent/item-index';
import { ensureWebhookSecret } from '../../services/kontent/webhook-secret';

const variant = (language: string, title: string) => ({
  system: {
    id: 'id-about',
    name: 'About',
    codename: 'page_about',
    language,
    type: 'page',
    collection: 'default',
    sitemap_locations: [],
    last_modified: '2026-01-01T00:00:00Z',
    workflow_step: 'published',
    workflow: 'default',
  },
  elements: {
    title: { type: 'text', name: 'Title', value: title },
    body: { type: 'rich_text', name: 'Body', value: '<p>Old</p>', images: {}, links: {}, modular_content: [] },
    components: { type: 'modular_content', name: 'Components', value: [] },
  },
});

let dir: string;
let server: Server;
let received: { body: string; signature: string | undefined }[];
let site: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'publish-'));
  const content = path.join(dir, 'content');
  await mkdir(content);
  const language = (codename: string) => ({ system: { id: `lang-${codename}`, name: codename, codename } });
  await writeFile(path.join(content, 'manifest.json'), JSON.stringify({ environmentId: 'demo', defaultLanguage: 'en', languages: [language('en'), language('es')] }));
  for (const file of ['items.published.json', 'items.preview.json']) {
    await writeFile(path.join(content, file), JSON.stringify([variant('en', 'About us'), variant('es', 'Sobre nosotros')]));
  }
  received = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const signature = request.headers['x-kontent-ai-signature'];
      received.push({ body, signature: typeof signature === 'string' ? signature : undefined });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":["page:en:/about"]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  site = `http://127.0.0.1:${address.port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const stored = async (file: string) => JSON.parse(await readFile(path.join(dir, 'content', file), 'utf8'));
const run = (set: string[], extra: { codename?: string; language?: string } = {}) =>
  publish({ codename: 'page_about', language: 'en', set, contentDir: path.join(dir, 'content'), site, log: () => undefined, ...extra });

describe('content:publish (the local stand-in behaves like Kontent.ai on publish)', () => {
  it('changes the stored element in published and preview content and sends the signed webhook', async () => {
    await run(['title=About the fleet', 'body=Fresh text']);
    for (const file of ['items.published.json', 'items.preview.json']) {
      const [en, es] = await stored(file);
      expect(en.elements.title.value).toBe('About the fleet');
      expect(en.elements.body.value).toBe('<p>Fresh text</p>');
      // As Kontent writes it: seven fraction digits.
      expect(en.system.last_modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z$/);
      expect(es.elements.title.value).toBe('Sobre nosotros');
      // The file's index moves with it, so the running site reads the new text through it.
      const entry = readItemIndex(path.join(dir, 'content', file))?.find(([codename, language]) => codename === 'page_about' && language === 'en');
      if (!entry) throw new Error(`no index entry in ${file}`);
      const read = variantReader(path.join(dir, 'content', file), () => new Error('unreadable'));
      expect(read(entry).elements['title']).toMatchObject({ value: 'About the fleet' });
    }
    expect(received).toHaveLength(1);
    const [call] = received;
    const secret = ensureWebhookSecret(path.join(dir, 'content'));
    expect(call?.signature).toBe(signatureHelper.getHashFromString(call?.body ?? '', secret));
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      notifications: [{ data: { system: { codename: 'page_about', language: 'en', type: 'page' } }, message: { object_type: 'content_item', action: 'published' } }],
    });
  });

  it('the secret is generated once, is long and random, and is kept between runs', async () => {
    const content = path.join(dir, 'content');
    const first = ensureWebhookSecret(content);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(ensureWebhookSecret(content)).toBe(first);
    const other = await mkdtemp(path.join(tmpdir(), 'publish-other-'));
    expect(ensureWebhookSecret(path.join(other, 'content'))).not.toBe(first);
    await rm(other, { recursive: true, force: true });
  });

  it('refuses unknown items, elements, languages and element types, changing nothing', async () => {
    const before = await stored('items.published.json');
    await expect(run(['title=x'], { codename: 'page_missing' })).rejects.toThrow(/No item 'page_missing'/);
    await expect(run(['title=x'], { language: 'fr' })).rejects.toThrow(/language 'fr'/);
    await expect(run(['subtitle=x'])).rejects.toThrow(/has no element 'subtitle'/);
    await expect(run(['components=x'])).rejects.toThrow(/modular_content element/);
    await expect(run(['title'])).rejects.toThrow(/<element>=<text>/);
    await expect(run([])).rejects.toThrow(/Nothing to change/);
    expect(await stored('items.published.json')).toEqual(before);
    expect(received).toEqual([]);
  });

  it('says so when the site does not take the webhook', async () => {
    server.removeAllListeners('request');
    server.on('request', (_request, response) => response.writeHead(401).end('{"error":"Invalid or missing signature"}'));
    await expect(run(['title=x'])).rejects.toThrow(/answered the webhook with 401/);
  });
});
