/**
 * The page budgets of tools/bench/budgets.json: for each template in each locale, the
 * raw HTML bytes, the RSC payload bytes inside it and the first-load JS (gzip bytes) a page may
 * weigh. Read by the end-to-end budget test, which fails naming page, figure and budget, and by
 * `npm run bench:budgets`, which prints the table. A budget is never raised to fit a page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TEMPLATES, templatePages, type TemplatePage } from './templates';
import { weighPage } from './weigh';

const FIGURES = ['html', 'rsc', 'js'] as const;
type Figure = (typeof FIGURES)[number];

const limitsSchema = z.strictObject({ html: z.number().int().positive(), rsc: z.number().int().positive(), js: z.number().int().positive() });
const budgetsSchema = z.strictObject({
  /** What Next alone sends a first visit: the floor the JS rows are read against. */
  framework: z.strictObject({ js: z.number().int().positive(), measured: z.string() }),
  templates: z.record(z.enum(TEMPLATES), z.strictObject({ en: limitsSchema, es: limitsSchema })),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export const loadBudgets = (file = path.join(import.meta.dirname, 'budgets.json')): Budgets => budgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

export type BudgetRow = TemplatePage & { figures: Record<Figure, number>; limits: Record<Figure, number> | null; over: Figure[] };

export const measureBudgets = async (origin: string, budgets = loadBudgets()): Promise<BudgetRow[]> => {
  const rows: BudgetRow[] = [];
  // One page at a time: the figures are bytes, and a quiet server answers the same bytes faster.
  for (const page of await templatePages(origin)) {
    const weight = await weighPage(origin, page.path);
    const figures = { html: weight.html.total, rsc: weight.html.rsc, js: weight.jsGzip };
    const limits = budgets.templates[page.template]?.[page.locale] ?? null;
    const over = limits ? FIGURES.filter((f) => figures[f] > limits[f]) : [...FIGURES];
    rows.push({ ...page, figures, limits, over });
  }
  return rows;
};

const NAMES: Record<Figure, string> = { html: 'HTML', rsc: 'RSC payload', js: 'first-load JS (gzip)' };

/** One line per figure over its budget (or per page without one), for a test failure. */
export const budgetFailures = (rows: BudgetRow[]): string[] =>
  rows.flatMap((row) =>
    row.limits === null
      ? [`${row.path} (${row.template}, ${row.locale}): no budget in tools/bench/budgets.json`]
      : row.over.map((f) => `${row.path} (${row.template}, ${row.locale}): ${NAMES[f]} ${row.figures[f]} bytes over its budget of ${row.limits?.[f]} bytes`),
  );

/** The headroom a row keeps over its page's figure: HTML and RSC move with content, scripts only with code. */
const MARGIN: Record<Figure, number> = { html: 0.01, rsc: 0.01, js: 0.005 };

/**
 * The budgets with every row brought down to its page's figure plus its margin (to the next 100
 * bytes) where that is lower: rows only go down, so a heavier page still fails its budget.
 */
export const lowered = (budgets: Budgets, rows: BudgetRow[]): Budgets => {
  const templates = structuredClone(budgets.templates);
  for (const row of rows) {
    const limits = templates[row.template]?.[row.locale];
    if (!limits) continue;
    for (const f of FIGURES) limits[f] = Math.min(limits[f], Math.ceil((row.figures[f] * (1 + MARGIN[f])) / 100) * 100);
  }
  return { ...budgets, templates };
};
