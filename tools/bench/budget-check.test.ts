import { describe, expect, it } from 'vitest';
import { budgetFailures, loadBudgets, lowered, type BudgetRow } from './budget-check';

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

  it('never allows more than the targets already reached: a listing page 120 KB; first-load JS of a content page 151.7 KiB, of the search page 153.1 KiB', () => {
    const { templates } = loadBudgets();
    for (const locale of ['en', 'es'] as const) {
      expect(templates.listing?.[locale].html).toBeLessThanOrEqual(120_000);
      expect(templates.content?.[locale].js).toBeLessThanOrEqual(155_300);
      expect(templates.search?.[locale].js).toBeLessThanOrEqual(156_700);
    }
  });

  it('brings a row down to its page plus its margin, and never up', () => {
    const budgets = loadBudgets();
    const now = budgets.templates.content?.en;
    if (!now) throw new Error('no content row');
    const lighter = lowered(budgets, [row({ figures: { html: 50_000, rsc: 20_000, js: 150_000 } })]).templates.content?.en;
    expect(lighter).toEqual({ html: Math.min(now.html, 50_500), rsc: Math.min(now.rsc, 20_200), js: Math.min(now.js, 150_800) });
    const heavier = lowered(budgets, [row({ figures: { html: 999_000, rsc: 999_000, js: 999_000 } })]).templates.content?.en;
    expect(heavier).toEqual(now);
  });
});
