import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test } from '@playwright/test';
import { validateHtml } from './vnu';

// Spec 3.10: FAQ questions open and close by keyboard and without JavaScript, an answer can be
// linked to; podcasts play in the browser's own player; partner logos link out marked as external
// (spec 2.14); the shipyard grid shows its pictures. In English and Spanish, on a desktop and a phone.
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
] as const;
const FAQ = '/yacht-charter/faq/';
const NEW_PAGES = ['/yacht-charter/faq/', '/buy-a-yacht/faq/', '/manage-a-superyacht/faq/', '/yacht-crew/faq/', '/podcast/', '/partners/', '/shipyards/'];
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const { locale, prefix } of LOCALES) {
  test.describe(`FAQ, podcast, partners and shipyards (${locale})`, () => {
    test('a question opens and closes from the keyboard, and only its own answer shows', async ({ page }) => {
      await page.goto(`${prefix}${FAQ}`);
      const question = page.locator('details.faq-q[id]').first();
      const summary = question.locator('summary');
      const answer = question.locator('.faq-a');
      await expect(answer).toBeHidden();
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();
      await expect(page.locator('details.faq-q[id][open]')).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(question).not.toHaveAttribute('open', '');
      await expect(answer).toBeHidden();
    });

    test('a link to a question opens its answer and brings it into view', async ({ page }) => {
      await page.goto(`${prefix}${FAQ}#faq-charter-3`);
      const question = page.locator('#faq-charter-3');
      await expect(question).toHaveAttribute('open', '');
      await expect(question.locator('.faq-a')).toBeVisible();
      await expect(question.locator('summary')).toBeInViewport();
    });

    test("a question on the service page leads to its answer on the FAQ page, in the page's language", async ({ page }) => {
      await page.goto(`${prefix}/yacht-charter/`);
      const link = page.locator('a.faq-wq').nth(1);
      await expect(link).toHaveAttribute('href', `${prefix}${FAQ}#faq-charter-2`);
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${FAQ}#faq-charter-2$`));
      await expect(page.locator('#faq-charter-2')).toHaveAttribute('open', '');
      await expect(page.locator('#faq-charter-2 .faq-a')).toBeInViewport();
    });

    test("the podcast plays in the browser's own player from a file served as audio", async ({ page, request }) => {
      await page.goto(`${prefix}/podcast/`);
      const audio = page.locator('audio[controls]').first();
      await expect(audio).toBeVisible();
      const src = await audio.locator('source').getAttribute('src');
      expect(src).toBeTruthy();
      const file = await request.get(src ?? '');
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^audio\//);
      // Muted, as a test cannot give the user gesture that sound needs; playing is what is checked.
      await audio.evaluate((element: HTMLAudioElement) => {
        element.muted = true;
        return element.play();
      });
      await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    });

    test('partner logos link out in a new tab, marked as external (spec 2.14)', async ({ page }) => {
      await page.goto(`${prefix}/partners/`);
      const links = page.locator('a.ptn-card');
      expect(await links.count()).toBeGreaterThan(3);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
        await expect(link.locator('use[href$="#external"]')).toHaveCount(1);
        await expect(link.locator('.sr-only')).toHaveText(locale === 'en' ? /new tab/ : /pestaña nueva/);
      }
    });

    test('the shipyard grid shows a picture, name, country and a link to each yard', async ({ page }) => {
      await page.goto(`${prefix}/shipyards/`);
      const cards = page.locator('.sy-grid > li');
      expect(await cards.count()).toBeGreaterThan(5);
      const first = cards.first();
      await first.scrollIntoViewIfNeeded();
      const picture = first.locator('.sy-pic img');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(first.locator('h3')).not.toBeEmpty();
      await expect(first.locator('.sy-country')).not.toBeEmpty();
      await expect(first.locator(`a[href^="${prefix}/shipyards/"]`)).toHaveCount(1);
    });

    for (const path of NEW_PAGES) {
      test(`${path}: no WCAG 2.2 AA violation`, async ({ page }) => {
        await page.goto(`${prefix}${path}`, { waitUntil: 'networkidle' });
        // Open every question and transcript, so their contents are checked too.
        await page.locator('details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
        const { violations, passes } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        expect(passes.length).toBeGreaterThan(0);
        expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);
      });
    }
  });
}

test.describe('found by following links from the home page', () => {
  test.skip(({ isMobile }) => isMobile, 'the links are the same for every device: checked once');

  // Each step's page links to the next: what a crawler starting at the home page follows.
  const CHAINS = [
    ['/', '/yacht-charter/', '/yacht-charter/faq/', '/podcast/'],
    ['/', '/buy-a-yacht/', '/buy-a-yacht/faq/'],
    ['/', '/manage-a-superyacht/', '/manage-a-superyacht/faq/'],
    ['/', '/yacht-crew/', '/yacht-crew/faq/'],
    ['/', '/partners/'],
    ['/', '/shipyards/'],
  ];
  for (const { locale, prefix } of LOCALES) {
    test(`every new page is linked, step by step, from the home page (${locale})`, async ({ request }) => {
      for (const chain of CHAINS) {
        for (const [from, to] of chain.slice(0, -1).map((path, i) => [path, chain[i + 1]] as const)) {
          const page = `${prefix}${from === '/' && prefix ? '/' : from}`;
          const html = await (await request.get(page, { headers: { 'user-agent': devices['Desktop Chrome'].userAgent } })).text();
          expect(html, `${page} links to ${prefix}${to}`).toMatch(new RegExp(`href="${prefix}${to}(#[^"]*)?"`));
        }
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix } of LOCALES) {
    test(`questions still open and close (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}${FAQ}`);
      const question = page.locator('details.faq-q[id]').nth(1);
      await question.locator('summary').click();
      await expect(question).toHaveAttribute('open', '');
      await expect(question.locator('.faq-a')).toBeVisible();
      await question.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(question).not.toHaveAttribute('open', '');
    });
  }
});

test.describe('valid HTML of the new pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the server HTML is the same for every device: checked once');

  test('the FAQ, podcast, partners and shipyards pages have no validator errors, in English and Spanish', async ({ request }) => {
    test.setTimeout(120_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'faq-validity-'));
    try {
      const files = new Map<string, string>();
      for (const { prefix } of LOCALES) {
        for (const page of NEW_PAGES) {
          const response = await request.get(`${prefix}${page}`, { headers: { 'user-agent': devices['Desktop Chrome'].userAgent } });
          expect(response.status(), `${prefix}${page}`).toBe(200);
          const file = path.join(dir, `${files.size}.html`);
          await writeFile(file, await response.text());
          files.set(file, `${prefix}${page}`);
        }
      }
      const messages = await validateHtml([...files.keys()]);
      expect(messages.map((m) => `${(m.url && files.get(decodeURIComponent(new URL(m.url).pathname))) ?? m.url}: ${m.message} in …${(m.extract ?? '').trim()}…`)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
