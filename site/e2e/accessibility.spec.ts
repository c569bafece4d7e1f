import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// WCAG AA colour contrast as the browser paints it, text over images included (design tokens of
// site/app/globals.css; the token pairs themselves are checked in site/app/colour-pairs.test.ts).
const pages = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/yacht-charter/' },
  { name: 'content page in Spanish', path: '/es/yacht-charter/' },
  { name: 'listing page 2 with its pager', path: '/yachts-for-charter/page/2/' },
  { name: '404 page', path: '/no-such-page/' },
];

test.describe('colour contrast (WCAG AA)', () => {
  test.skip(({ isMobile }) => isMobile, 'checked once, at desktop width');

  for (const { name, path } of pages) {
    test(`${name}: no text below AA contrast`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).not.toBeEmpty();
      const { violations, passes } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(passes.length, 'axe checked the page').toBeGreaterThan(0);
      expect(violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);
    });
  }
});
