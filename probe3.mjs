import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('request', (r) => { if (r.url().includes('/queries')) console.log('REQ', (r.postData() ?? '').slice(0, 400)); });
page.on('framenavigated', (f) => console.log('NAV', f.url()));
await page.goto('http://localhost:3330' + process.argv[2], { waitUntil: 'networkidle' });
console.log('found', await page.locator('[data-search-found]').textContent(), page.url());
await browser.close();
