import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { z } from 'zod';

/** The id of an item in the demo content's drafts (what the CMS's edit link must name). */
const draftItemId = (codename: string, language: string): string => {
  // The e2e server reads the default content folder (playwright.config.ts sets no CONTENT_DIR).
  const file = path.join('.data/content', 'items.preview.json');
  const items = z
    .array(z.object({ system: z.object({ id: z.string(), codename: z.string(), language: z.string() }) }))
    .parse(JSON.parse(readFileSync(file, 'utf8')));
  const found = items.find(({ system }) => system.codename === codename && system.language === language);
  if (!found) throw new Error(`No draft '${codename}' in ${language} in ${file}`);
  return found.system.id;
};

test.describe('spec 2.4.8, 4.6 preview mode', () => {
  test('a broken draft item shows an editor box in preview and nothing for visitors', async ({ page }) => {
    await page.goto('/about/?preview=true');
    const box = page.locator('[data-editor-error]');
    await expect(box).toHaveCount(1);
    await expect(box).toContainText('headline_component');
    await expect(box).toContainText('text');
    const id = draftItemId('page_about__headline_component_draft', 'en');
    await expect(box.getByRole('link', { name: 'Edit in Kontent.ai' })).toHaveAttribute(
      'href',
      `https://app.kontent.ai/goto/edit-item/project/demo/variant-codename/en/item/${id}`,
    );
    await page.goto('/about/');
    await expect(page.locator('[data-editor-error]')).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
  });

  test('preview pages are not indexed and announce draft content', async ({ page }) => {
    await page.goto('/about/?preview=true');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('status')).toContainText('Preview');
  });
});
