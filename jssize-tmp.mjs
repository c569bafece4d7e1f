import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const measure = async (path) => {
  const page = await browser.newPage();
  const files = new Map();
  page.on('response', async (r) => { if (r.url().endsWith('.js')) { try { files.set(r.url(), gzipSync(await r.body()).length); } catch {} } });
  await page.goto('http://localhost:3330' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return files;
};
const [a, b] = [await measure(process.argv[2]), await measure(process.argv[3])];
const sum = (m) => [...m.values()].reduce((s, v) => s + v, 0) / 1024;
console.log(process.argv[2], sum(a).toFixed(1), 'kB gzip in', a.size, 'files;', process.argv[3], sum(b).toFixed(1), 'kB gzip in', b.size, 'files');
const only = [...a].filter(([f]) => !b.has(f));
console.log('only on', process.argv[2] + ':', (only.reduce((s, [, v]) => s + v, 0) / 1024).toFixed(1), 'kB gzip;', only.map(([f, v]) => `${f.split('/').pop()} ${(v / 1024).toFixed(1)}`).join(', '));
await browser.close();
