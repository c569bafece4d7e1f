import { z } from 'zod';

/**
 * Where a page's largest paint waits, read off the median run's Lighthouse report: the element, and
 * what the page fetched before the paint (observed, unthrottled), by kind. The mobile preset
 * simulates slow 4G (150 ms round trips, 1.6 Mbit/s) from that observed load, so the bytes before
 * the paint, at that rate, are most of a simulated LCP that misses its goal.
 */

/** Lighthouse's simulated mobile network (its `mobileSlow4G` throttling). */
const SLOW_4G = { rttMs: 150, kbps: 1638.4 };

const request = z.object({
  url: z.string(),
  resourceType: z.string().optional(),
  networkRequestTime: z.number().optional(),
  transferSize: z.number().optional(),
});
const node = z.object({ type: z.literal('node'), snippet: z.string().optional() });

/** The parts of the report read here; the element is optional (a report may lack the insight). */
export const explainSchema = z.object({
  audits: z.object({
    metrics: z.object({ details: z.object({ items: z.array(z.object({ observedLargestContentfulPaint: z.number().optional() })) }) }),
    'network-requests': z.object({ details: z.object({ items: z.array(request) }) }),
    'long-tasks': z.object({ details: z.object({ items: z.array(z.object({ url: z.string(), duration: z.number() })) }).optional() }).optional(),
    'lcp-breakdown-insight': z.object({ details: z.object({ items: z.array(z.unknown()) }).optional() }).optional(),
  }),
});
export type ExplainReport = z.infer<typeof explainSchema>;

export type Explained = {
  element: string | null;
  observedLcp: number | null;
  /** Bytes by resource kind requested before the observed paint, with how many requests. */
  before: { kind: string; bytes: number; count: number }[];
  /** Those bytes at slow 4G's rate, in ms. */
  transferMs: number;
  /** The longest main-thread tasks as Lighthouse simulates them (4x CPU), with the script each is charged to. */
  longTasks: { url: string; duration: number }[];
};

export const explain = (report: ExplainReport): Explained => {
  const observedLcp = report.audits.metrics.details.items[0]?.observedLargestContentfulPaint ?? null;
  const kinds = new Map<string, { bytes: number; count: number }>();
  for (const r of report.audits['network-requests'].details.items) {
    if (r.url.startsWith('data:') || observedLcp === null || (r.networkRequestTime ?? Infinity) > observedLcp) continue;
    const kind = r.resourceType ?? 'Other';
    const sum = kinds.get(kind) ?? { bytes: 0, count: 0 };
    kinds.set(kind, { bytes: sum.bytes + (r.transferSize ?? 0), count: sum.count + 1 });
  }
  const before = [...kinds].map(([kind, sum]) => ({ kind, ...sum })).sort((a, b) => b.bytes - a.bytes);
  const bytes = before.reduce((total, k) => total + k.bytes, 0);
  const element = (report.audits['lcp-breakdown-insight']?.details?.items ?? []).map((item) => node.safeParse(item)).find((parsed) => parsed.success)?.data?.snippet ?? null;
  const longTasks = [...(report.audits['long-tasks']?.details?.items ?? [])].sort((a, b) => b.duration - a.duration).slice(0, 3);
  return { element, observedLcp, before, transferMs: (bytes * 8) / SLOW_4G.kbps, longTasks };
};

/** A script's file name, or what Lighthouse charges a task to when no script is ('Unattributable'). */
const fileOf = (url: string) => url.split('?')[0]?.split('/').pop() || url;

/** One line for the bench's table: "img.cover …; before it: Script 151.0 KB (9), …; 1.10 s at slow 4G; longest tasks: …". */
export const explanation = (e: Explained): string => {
  const kinds = e.before.map((k) => `${k.kind} ${(k.bytes / 1000).toFixed(1)} KB (${k.count})`).join(', ');
  const element = e.element ? e.element.replace(/\s+/g, ' ').slice(0, 90) : 'no element found';
  const tasks = e.longTasks.map((t) => `${t.duration.toFixed(0)} ms ${fileOf(t.url)}`).join(', ');
  return `LCP ${element}; fetched before it: ${kinds || 'nothing'}; ${(e.transferMs / 1000).toFixed(2)} s at slow 4G's ${SLOW_4G.kbps} kbit/s, plus ${SLOW_4G.rttMs} ms a round trip; longest tasks: ${tasks || 'none'}`;
};
