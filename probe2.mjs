import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push('pageerror ' + e.message.slice(0, 100)));
  page.on('response', (r) => { if (r.status() >= 400) errors.push('HTTP ' + r.status() + ' ' + r.url()); });
  await page.goto('http://localhost:3330' + url, { waitUntil: 'networkidle' });
  console.log(url, errors);
  await page.close();
}
await browser.close();
