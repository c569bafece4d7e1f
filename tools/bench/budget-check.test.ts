import { describe, expect, it } from 'vitest';
import { budgetFailures, loadBudgets, type BudgetRow } from './budget-check';

const row = (over: Partial<BudgetRow>): BudgetRow => ({
  template: 'content',
  locale: 'en',
  path: '/yacht-charter/',
  figures: { html: 50_000, rsc: 20_000, js: 150_000 },
  limits: { html: 60_000, rsc: 30_000, js: 180_000 },
  over: [],
  ...over,
});

describe('page budgets', () => {
  it('names the page, the figure and the budget of a page over it', () => {
    const failures = budgetFailures([row({ figures: { html: 70_123, rsc: 20_000, js: 150_000 }, over: ['html'] })]);
    expect(failures).toEqual(['/yacht-charter/ (content, en): HTML 70123 bytes over its budget of 60000 bytes']);
  });

  it('fails a page that has no budget', () => {
    expect(budgetFailures([row({ limits: null, over: ['html', 'rsc', 'js'] })])).toEqual(['/yacht-charter/ (content, en): no budget in tools/bench/budgets.json']);
  });

  it('passes pages within their budgets', () => {
    expect(budgetFailures([row({})])).toEqual([]);
  });

  it('never allows more than the targets already reached: a listing page 120 KB, a content page 179.5 KiB of first-load JS', () => {
    const { templates } = loadBudgets();
    for (const locale of ['en', 'es'] as const) {
      expect(templates.listing?.[locale].html).toBeLessThanOrEqual(120_000);
      expect(templates.content?.[locale].js).toBeLessThanOrEqual(179.5 * 1024);
    }
  });
});
