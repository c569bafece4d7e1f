import { loadavg } from 'node:os';

export type Quiet = { ok: boolean; load: number };

/**
 * Waits until the one-minute load average is under `maxLoad` (or `timeoutMs` has passed), so a
 * timing is not taken while other work shares the cores. Answers whether it got there and the load.
 */
export const quietMachine = async (maxLoad: number, timeoutMs: number, sample: () => number = () => loadavg()[0] ?? 0, pause = 5_000): Promise<Quiet> => {
  const start = Date.now();
  for (;;) {
    const load = sample();
    if (load < maxLoad) return { ok: true, load };
    if (Date.now() - start >= timeoutMs) return { ok: false, load };
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
};
