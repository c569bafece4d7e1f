import { expect, test } from '@playwright/test';
import { budgetFailures, loadBudgets, measureBudgets } from '../../tools/bench/budget-check';
import { TEMPLATES } from '../../tools/bench/templates';
import { BROWSER_UA } from '../../tools/bench/weigh';

// Every template, in both locales, within the bytes tools/bench/budgets.json allows
// (raw HTML, its RSC payload, first-load JS gzip). Bytes, not timings, so the check is the same
// on a busy machine; it reads the pages the e2e server already serves and builds nothing.
test.describe('page budgets', () => {
  test.skip(({ isMobile }) => isMobile, 'bytes are the same on every device: checked once');

  test('the budget file names every template in both locales', () => {
    const budgets = loadBudgets();
    expect(Object.keys(budgets.templates).sort()).toEqual([...TEMPLATES].sort());
  });

  test('every template stays within its budget', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const rows = await measureBudgets(baseURL ?? '');
    expect(rows.length, 'one page per template and locale').toBe(TEMPLATES.length * 2);
    expect(
      rows.every((r) => r.figures.html > 0 && r.figures.js > 0),
      'pages answered with HTML and scripts',
    ).toBe(true);
    expect(budgetFailures(rows)).toEqual([]);
  });

  test('no page carries Next’s built-in 404 page in its RSC payload (site/app/not-found.tsx)', async ({ request }) => {
    // Without a root not-found file Next writes its own 404 page, inline styles and all, into every page (~1.9 KB).
    for (const path of ['/', '/es/']) {
      const html = await (await request.get(path, { headers: { 'user-agent': BROWSER_UA } })).text();
      expect(html, path).toContain('self.__next_f');
      expect(html, path).not.toContain('This page could not be found');
    }
  });
});
