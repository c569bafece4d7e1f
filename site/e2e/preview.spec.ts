import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { previewLink } from '../../testing/preview-grant';

/** The id of an item in the demo content's drafts (what the CMS's edit link must name). */
const draftItemId = (codename: string, language: string): string => {
  // The e2e server reads the default content folder (playwright.config.ts sets no CONTENT_DIR).
  const file = path.join('.data/content', 'items.preview.json');
  const items = z.array(z.object({ system: z.object({ id: z.string(), codename: z.string(), language: z.string() }) })).parse(JSON.parse(readFileSync(file, 'utf8')));
  const found = items.find(({ system }) => system.codename === codename && system.language === language);
  if (!found) throw new Error(`No draft '${codename}' in ${language} in ${file}`);
  return found.system.id;
};

test.describe('spec 2.4.8, 4.6 preview mode', () => {
  test('a broken draft item shows an editor box in preview and nothing for visitors', async ({ page }) => {
    await page.goto(previewLink('/about/'));
    const box = page.locator('[data-editor-error]');
    await expect(box).toHaveCount(1);
    await expect(box).toContainText('headline_component');
    await expect(box).toContainText('text');
    const id = draftItemId('page_about__headline_component_draft', 'en');
    await expect(box.getByRole('link', { name: 'Edit in Kontent.ai' })).toHaveAttribute('href', `https://app.kontent.ai/goto/edit-item/project/demo/variant-codename/en/item/${id}`);
    await page.goto('/about/');
    await expect(page.locator('[data-editor-error]')).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
  });

  test('preview pages are not indexed and announce draft content', async ({ page }) => {
    await page.goto(previewLink('/about/'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('status')).toContainText('Preview');
  });
});

test.describe('spec 2.3: drafts stay with editors', () => {
  test('?preview=true alone, or with a wrong secret, is the live page; the link grants, and the grant previews other pages', async ({ page, browser, baseURL }) => {
    await page.goto('/about/?preview=true');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('[data-editor-error]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0);
    await page.goto('/about/?preview=true&secret=not-the-secret');
    await expect(page.locator('[data-editor-error]')).toHaveCount(0);
    // The editor's link: the secret leaves the address bar, the drafts show.
    await page.goto(previewLink('/about/'));
    expect(new URL(page.url()).search).toBe('?preview=true');
    await expect(page.locator('[data-editor-error]')).toHaveCount(1);
    // Later previews need no secret while the grant lasts.
    await page.goto('/es/?preview=true');
    await expect(page.getByRole('status')).toContainText(/Preview|Vista previa/);
    // Another browser without the grant still sees the live page.
    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto('/about/?preview=true');
    await expect(strangerPage.locator('main')).toBeVisible();
    await expect(strangerPage.locator('[data-editor-error]')).toHaveCount(0);
    await stranger.close();
  });
});
