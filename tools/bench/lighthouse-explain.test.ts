import { describe, expect, it } from 'vitest';
import { explain, explainSchema, explanation } from './lighthouse-explain';

const report = (lcp: number | undefined) =>
  explainSchema.parse({
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint: lcp }] } },
      'network-requests': {
        details: {
          items: [
            { url: 'http://localhost/yacht-charter/', resourceType: 'Document', networkRequestTime: 0, transferSize: 30_000 },
            { url: 'http://localhost/_next/static/chunks/a.css', resourceType: 'Stylesheet', networkRequestTime: 40, transferSize: 20_000 },
            { url: 'http://localhost/_next/static/chunks/a.js', resourceType: 'Script', networkRequestTime: 45, transferSize: 100_000 },
            { url: 'http://localhost/_next/static/chunks/b.js', resourceType: 'Script', networkRequestTime: 46, transferSize: 50_000 },
            { url: 'http://localhost/media/cover.webp?w=960', resourceType: 'Image', networkRequestTime: 50, transferSize: 24_800 },
            { url: 'data:image/svg+xml,x', resourceType: 'Image', networkRequestTime: 60, transferSize: 0 },
            { url: 'http://localhost/media/footer.webp', resourceType: 'Image', networkRequestTime: 900, transferSize: 40_000 },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            { url: 'http://localhost/_next/static/chunks/a.js', duration: 90 },
            { url: 'Unattributable', duration: 60 },
            { url: 'http://localhost/_next/static/chunks/b.js?v=1', duration: 180 },
            { url: 'http://localhost/_next/static/chunks/c.js', duration: 55 },
          ],
        },
      },
      'lcp-breakdown-insight': {
        details: {
          items: [
            { type: 'table', items: [] },
            { type: 'node', snippet: '<img class="object-cover"\n   src="/media/cover.webp">' },
          ],
        },
      },
    },
  });

describe('where a page below its phone goal waits for its largest paint', () => {
  it('sums what was fetched before the paint by kind, leaving out what came after and inline data', () => {
    const e = explain(report(400));
    expect(e.before).toEqual([
      { kind: 'Script', bytes: 150_000, count: 2 },
      { kind: 'Document', bytes: 30_000, count: 1 },
      { kind: 'Image', bytes: 24_800, count: 1 },
      { kind: 'Stylesheet', bytes: 20_000, count: 1 },
    ]);
    // 224,800 bytes at 1,638.4 kbit/s.
    expect(e.transferMs).toBeCloseTo(1097.7, 0);
    expect(e.element).toContain('cover.webp');
  });

  it('prints one line a reader can act on', () => {
    const line = explanation(explain(report(400)));
    expect(line).toContain('Script 150.0 KB (2)');
    expect(line).toContain('1.10 s at slow 4G');
    expect(line).toContain('<img class="object-cover" src="/media/cover.webp">');
    expect(line).toContain('longest tasks: 180 ms b.js, 90 ms a.js, 60 ms Unattributable');
  });

  it('says so when the run had no largest paint to explain', () => {
    expect(explanation(explain(report(undefined)))).toContain('fetched before it: nothing');
  });
});
