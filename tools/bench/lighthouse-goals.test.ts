import { describe, expect, it } from 'vitest';
import { goalOf, misses } from './lighthouse-goals';
import { quietMachine } from './quiet';

describe('the phone goals of the Lighthouse bench (spec 2.10 search, every other template)', () => {
  it('holds a content page to 97, 100 ms TBT, 2.3 s LCP and no shift as printed', () => {
    expect(misses(goalOf('content'), { score: 97, tbt: 100, lcp: 2300, cls: 0.0004 })).toEqual([]);
    expect(misses(goalOf('content'), { score: 96, tbt: 101, lcp: 2310, cls: 0.001 })).toEqual(['perf 96 < 97', 'TBT 101 > 100 ms', 'LCP 2.31 > 2.3 s', 'CLS 0.001']);
  });

  it('holds the search page to 93 and 150 ms TBT', () => {
    expect(misses(goalOf('search'), { score: 93, tbt: 150, lcp: 4000, cls: 0 })).toEqual([]);
    expect(misses(goalOf('search'), { score: 92, tbt: 151, lcp: 0, cls: 0 })).toEqual(['perf 92 < 93', 'TBT 151 > 150 ms']);
  });
});

describe('waiting for a quiet machine before a page is measured', () => {
  it('measures at once when the load is under the bound', async () => {
    expect(await quietMachine(1, 60_000, () => 0.4, 1)).toEqual({ ok: true, load: 0.4 });
  });

  it('waits while the machine is busy and goes on once it is quiet', async () => {
    const loads = [3.2, 1.5, 0.9];
    expect(await quietMachine(1, 60_000, () => loads.shift() ?? 0, 1)).toEqual({ ok: true, load: 0.9 });
    expect(loads).toEqual([]);
  });

  it('gives up after its time and says how busy the machine was', async () => {
    expect(await quietMachine(1, 20, () => 2.5, 5)).toEqual({ ok: false, load: 2.5 });
  });
});
