import { chromium, devices } from '@playwright/test';
const base = 'http://localhost:3101';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const SEL = 'section:has([data-article-tile]), section:has([data-news-slide]), section:has([data-dynamic-card]), section:has(.ed-byline), section:has(.ed-faces), section:has(.ed-quote), section:has([data-person])';
for (const [name, ctxOpts] of [['desk', { viewport: { width: 1440, height: 900 } }], ['phone', { ...devices['Pixel 7'] }]]) {
  const ctx = await browser.newContext(ctxOpts);
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const h = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < h; y += 500) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(100); }
    await page.waitForTimeout(1000);
    const sections = page.locator(SEL);
    const n = await sections.count();
    for (let i = 0; i < n; i++) {
      const file = `/tmp/i15a-shots/${name}${p.replace(/\//g, '_')}${i}.png`;
      await sections.nth(i).screenshot({ path: file });
      console.log(file);
    }
  }
  await ctx.close();
}
await browser.close();
