import { describe, expect, it } from 'vitest';
import { parseStyles } from './styles';

describe('form host styles', () => {
  it("keeps only the site's own built stylesheets, so nothing read can point a form page elsewhere", () => {
    const html =
      '<html lang="en" class="font-sans"><head><link rel="stylesheet" href="/_next/static/chunks/a1.css">' +
      '<link rel="stylesheet" href="https://evil.example/x.css"><link rel="stylesheet" href="//evil.example/y.css">' +
      '<link rel="preload" href="/_next/static/media/font.woff2"></head></html>';
    expect(parseStyles(html)).toEqual({ stylesheets: ['/_next/static/chunks/a1.css'], htmlClass: 'font-sans' });
  });
});
