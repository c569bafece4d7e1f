import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto('http://localhost:3330/search/', { waitUntil: 'networkidle' });
const diff = await page.evaluate(async () => {
  const html = await (await fetch(location.href)).text();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const norm = (el) => el.outerHTML.replace(/<!-- -->/g, '').replace(/></g, '>\n<').split('\n');
  const a = norm(doc.querySelector('main')); const b = norm(document.querySelector('main'));
  const out = [];
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < 12; i++) if (a[i] !== b[i]) out.push(['S ' + (a[i] ?? '').slice(0, 300), 'C ' + (b[i] ?? '').slice(0, 300)]);
  return out;
});
console.log(JSON.stringify(diff, null, 1));
await browser.close();
