import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices, expect, test } from '@playwright/test';
import { templatePages, type TemplatePage } from '../../tools/bench/templates';
import { validateHtml } from './vnu';

// Every template's server HTML, in both locales, is valid HTML by the W3C validator (vnu,
// run offline from the vnu-jar package). The server HTML is what crawlers and assistive technology
// get first, so it is what is checked; the 404 page is answered with its status and checked too.
// Bots get other pages (spec 2.12): fetch as the browser a visitor uses.
const BROWSER_AGENT = devices['Desktop Chrome'].userAgent;

test.describe('valid HTML: the W3C validator on every template (spec 2.15, DESIGN budgets)', () => {
  test.skip(({ isMobile }) => isMobile, 'the server HTML is the same for every device: checked once');

  test('every template, in English and Spanish, has no validator errors', async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const pages = await templatePages(baseURL ?? '');
    const dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
    try {
      const byFile = new Map<string, TemplatePage>();
      for (const page of pages) {
        const response = await request.get(page.path, { headers: { 'user-agent': BROWSER_AGENT }, maxRedirects: 0 });
        expect(response.status(), `${page.locale} ${page.template} ${page.path}`).toBe(page.template === 'not-found' ? 404 : 200);
        const html = await response.text();
        expect(html, `${page.path} has a document`).toMatch(/^<!DOCTYPE html>/i);
        const file = path.join(dir, `${page.locale}-${page.template}.html`);
        await writeFile(file, html);
        byFile.set(file, page);
      }
      const messages = await validateHtml([...byFile.keys()]);
      const errors = messages.map(({ type, url, lastLine, lastColumn, message, extract }) => {
        // vnu names a file as a file: URL (file:/tmp/... or file:///tmp/...).
        const page = url ? byFile.get(decodeURIComponent(new URL(url).pathname)) : undefined;
        const where = page ? `${page.locale} ${page.template} ${page.path}` : (url ?? 'validator');
        // The HTML is one line: the column and the markup around it say where.
        return `${where} line ${lastLine ?? '?'} column ${lastColumn ?? '?'}: ${type}: ${message} in …${(extract ?? '').trim()}…`;
      });
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
