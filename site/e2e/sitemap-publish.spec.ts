/**
 * Spec 2.2 with publish -> live: a page published through the webhook (here moved to a new slug, as
 * an editor publishing a new address would) is in the next sitemap answer and on the HTML sitemap,
 * without a restart or a build. Runs once (desktop): it edits shared demo content.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const CODENAME = 'page_yacht_crew_administration';
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };

const storedSlug = (): string => {
  const items: { system: { codename: string; language: string }; elements: { url_slug: { value: string } } }[] = JSON.parse(
    readFileSync(path.join(root, '.data/content/items.published.json'), 'utf8'),
  );
  const found = items.find((item) => item.system.codename === CODENAME && item.system.language === 'en');
  if (!found) throw new Error(`${CODENAME} is not in the demo content`);
  return found.elements.url_slug.value;
};
const publishSlug = (slug: string, site: string) => run('npx', ['tsx', 'tools/cli.ts', 'publish', CODENAME, '--set', `url_slug=${slug}`, '--site', site], { cwd: root });
const sitemap = async (request: APIRequestContext) => (await request.get('/en-sitemap.xml')).text();

test.describe('a published page is in the next sitemap answer', () => {
  test.skip(({ isMobile }) => isMobile, 'edits shared content: once is enough');
  test.describe.configure({ mode: 'serial' });

  let original = '';
  test.beforeAll(() => {
    original = storedSlug();
  });
  test.afterAll(async ({ baseURL }) => {
    if (original && baseURL) await publishSlug(original, baseURL);
  });

  test('XML and HTML sitemaps follow the webhook', async ({ request, baseURL }) => {
    const before = await sitemap(request);
    expect(before).toContain(`<loc>${baseURL}${original}/</loc>`);
    const moved = `${original}-${Date.now()}`;
    const started = new Date();
    await publishSlug(moved, baseURL ?? '');
    const after = await sitemap(request);
    expect(after).toContain(`<loc>${baseURL}${moved}/</loc>`);
    expect(after).not.toContain(`<loc>${baseURL}${original}/</loc>`);
    const lastmod = new RegExp(`<loc>${baseURL}${moved}/</loc><lastmod>([^<]+)</lastmod>`).exec(after)?.[1];
    expect(Date.parse(lastmod ?? '')).toBeGreaterThanOrEqual(started.getTime() - 1000);
    const html = await (await request.get('/sitemap/', { headers: BROWSER })).text();
    expect(html).toContain(`href="${moved}/"`);
    // The proxy re-reads its route table for a path it does not know at most every 5 s (site/lib/route-table.ts).
    await expect.poll(async () => (await request.get(`${moved}/`, { headers: BROWSER })).status(), { timeout: 10_000, intervals: [500] }).toBe(200);
  });
});
