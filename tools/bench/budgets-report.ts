/**
 * `npm run bench:budgets -- [--url http://localhost:3000] [--lower]`: every template's HTML, RSC
 * payload and first-load JS against its budget (tools/bench/budgets.json), from a running site.
 * --lower rewrites the file with each row brought down to its page's figure plus its margin where
 * that is lower (a row never goes up).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { loadBudgets, lowered, measureBudgets } from './budget-check';

const { url, lower } = new Command()
  .option('--url <origin>', 'the running site', 'http://localhost:3000')
  .option('--lower', 'bring every row down to its figure plus its margin')
  .parse()
  .opts<{ url: string; lower?: boolean }>();

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
  if (lower) writeFileSync(path.join(import.meta.dirname, 'budgets.json'), `${JSON.stringify(lowered(budgets, rows), null, 2)}\n`);
  console.log(`\n+Next: first-load JS above a bare Next app's ${kb(budgets.framework.js).trim()} KiB (${budgets.framework.measured}).`);
};
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
