import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { TEMPLATES, templatePages, type TemplatePage } from '../../tools/bench/templates';

// Spec 2.15: every template, in both languages, meets WCAG 2.2 AA as far as axe can tell, on a
// desktop and on a phone (target sizes and layout differ). Colour contrast is checked as the
// browser paints it, text over images included (the design tokens' pairs themselves are checked
// in site/app/colour-pairs.test.ts).
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let pages: Promise<TemplatePage[]> | undefined;
const pageOf = async (origin: string, template: TemplatePage['template'], locale: TemplatePage['locale']) => {
  pages ??= templatePages(origin);
  const found = (await pages).find((p) => p.template === template && p.locale === locale);
  if (!found) throw new Error(`no ${template} page in ${locale}`);
  return found.path;
};

test.describe('spec 2.15 accessibility: WCAG 2.2 AA (axe) on every template', () => {
  for (const locale of ['en', 'es'] as const) {
    for (const template of TEMPLATES) {
      test(`${template} page (${locale}): no WCAG 2.2 AA violation`, async ({ page, baseURL }) => {
        const path = await pageOf(baseURL ?? '', template, locale);
        // Islands (search results, office clocks, switches) are part of what the visitor gets.
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('main')).not.toBeEmpty();
        const { violations, passes } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        expect(passes.length, 'axe checked the page').toBeGreaterThan(0);
        expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);
      });
    }
  }
});
