/**
 * `npm run bench:budgets -- [--url http://localhost:3000]`: every template's HTML, RSC payload and
 * first-load JS against its budget (tools/bench/budgets.json), from a running site.
 */
import { Command } from 'commander';
import { loadBudgets, measureBudgets } from './budget-check';

const { url } = new Command().option('--url <origin>', 'the running site', 'http://localhost:3000').parse().opts<{ url: string }>();

const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(7);
const main = async () => {
  const budgets = loadBudgets();
  const rows = await measureBudgets(url, budgets);
  console.log(
    `${'page'.padEnd(66)} ${'HTML'.padStart(7)} ${'budget'.padStart(7)} ${'RSC'.padStart(7)} ${'budget'.padStart(7)} ${'JS gz'.padStart(7)} ${'budget'.padStart(7)} ${'+Next'.padStart(7)}  (KiB)`,
  );
  for (const r of rows) {
    const l = r.limits;
    const cells = [r.figures.html, l?.html, r.figures.rsc, l?.rsc, r.figures.js, l?.js, r.figures.js - budgets.framework.js].map((n) => (n === undefined ? '      -' : kb(n)));
    console.log(`${`${r.path} (${r.template})`.padEnd(66)} ${cells.join(' ')}${r.over.length ? `  OVER: ${r.over.join(', ')}` : ''}`);
  }
  console.log(`\n+Next: first-load JS above a bare Next app's ${kb(budgets.framework.js).trim()} KiB (${budgets.framework.measured}).`);
};
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
