import type { Template } from './templates';

export type Measured = { score: number; tbt: number; lcp: number; cls: number };
export type Goal = { score: number; tbt: number; lcp?: number; cls?: number };

/**
 * The phone goals of the Lighthouse bench (mobile preset, median run). The search page, which runs
 * the search machinery once a visitor reaches for a control, has its own; every other template
 * shares one. CLS counts as printed, to three places.
 */
const SEARCH: Goal = { score: 93, tbt: 150 };
const PAGE: Goal = { score: 97, tbt: 100, lcp: 2300, cls: 0 };

export const goalOf = (template: Template): Goal => (template === 'search' ? SEARCH : PAGE);

/** What a run misses of its goal, in words for the table ("perf 95 < 97"). */
export const misses = (goal: Goal, run: Measured): string[] => {
  const missed: string[] = [];
  if (run.score < goal.score) missed.push(`perf ${run.score} < ${goal.score}`);
  if (run.tbt > goal.tbt) missed.push(`TBT ${run.tbt.toFixed(0)} > ${goal.tbt} ms`);
  if (goal.lcp !== undefined && run.lcp > goal.lcp) missed.push(`LCP ${(run.lcp / 1000).toFixed(2)} > ${(goal.lcp / 1000).toFixed(1)} s`);
  if (goal.cls !== undefined && Number(run.cls.toFixed(3)) > goal.cls) missed.push(`CLS ${run.cls.toFixed(3)}`);
  return missed;
};
