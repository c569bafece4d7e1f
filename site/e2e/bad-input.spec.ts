import { expect, test } from '@playwright/test';
import { createRng } from '../../tools/content/random';
import { FUZZ_MARKERS, ROUTE_FUZZ_REFLECTION, fuzzPath, fuzzRoutePath } from '../../tools/bench/paths';

// Odd input must end as a redirect or a 404, never a 500 (brief: bad input gets a clear error).
const paths = [
  '/a/%2e%2e/%2e%2e/etc/passwd/',
  '/..%2f..%2fsecret/',
  '/yacht-charter/%00/',
  '/%00',
  `/${'x'.repeat(8 * 1024)}/`,
  '/%F0%9F%9B%A5%EF%B8%8F-yacht/',
  '/%E2%80%AE%E2%80%8Bcharter/',
  '/%ZZ/',
  '//yacht-charter//',
  '///',
  '/es//yacht-charter/',
  '/yacht-charter/?preview=true&preview=false&%00=1',
  '/yacht-charter/?q=%3Cscript%3Ealert(1)%3C/script%3E&page[]=1&&&=',
  '/es/es/es/',
  '/en/es/about/',
  '/live/en/about/',
  '/preview/en/about/',
  '/pages/live/en/about/',
  '/missing/live/en/about/',
  '/pages/live/en/x.html',
  '/a/en/b.css',
  '/search/%zz3/',
  '/%E0%A4%A/',
  '/%c0%ae%c0%ae/',
  '/es/%ff/',
];

for (const path of paths) {
  test(`${path.slice(0, 60)} → redirect or 404, never 5xx`, async ({ request, baseURL }) => {
    // Joined by hand: '//x' alone would be read as a protocol-relative URL to host 'x'.
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), await response.text().catch(() => '')).toBeLessThan(500);
    expect([200, 301, 302, 307, 308, 400, 404]).toContain(response.status());
  });
}

test('a script in the query string is never reflected into the page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/no-such-page/?q=%3Cscript%3Ealert(1)%3C/script%3E');
  await page.goto('/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/');
  expect(dialogs).toEqual([]);
});

test('a generated fuzz set never gets a 5xx and never sees its markup reflected unescaped', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  // Seeded: the same 240 paths on every run (tools/bench/paths.ts lists the kinds).
  const rng = createRng(20261123);
  const generated = Array.from({ length: 240 }, () => fuzzPath(rng));
  const failures: string[] = [];
  const queue = [...generated];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      const body = await response.text();
      if (![200, 301, 302, 307, 308, 400, 404].includes(response.status())) failures.push(`${response.status()} ${path}`);
      const reflected = FUZZ_MARKERS.filter((marker) => body.includes(marker));
      if (reflected.length > 0) failures.push(`reflected ${reflected.join(', ')} from ${path}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(failures).toEqual([]);
});

// The route handlers (api, media, forms, dam) answer odd addresses with a 4xx, as
// pages do: a malformed escape in a dynamic segment was a 500 from Next before the handler ran.
test('a generated fuzz of route handlers never gets a 5xx and never sees its marker unescaped', async ({ request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  // Seeded per project: the desktop and the phone runs send different halves of one set of 600.
  const rng = createRng(`route-fuzz-${testInfo.project.name}`);
  const generated = Array.from({ length: 300 }, () => fuzzRoutePath(rng));
  const failures: string[] = [];
  const queue = [...generated];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      const body = await response.text();
      if (response.status() >= 500) failures.push(`${response.status()} ${path.slice(0, 160)}`);
      if (body.includes(ROUTE_FUZZ_REFLECTION)) failures.push(`reflected in the body of ${path.slice(0, 160)}`);
      const header = response.headersArray().find(({ value }) => value.includes(ROUTE_FUZZ_REFLECTION));
      if (header) failures.push(`reflected in ${header.name} of ${path.slice(0, 160)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(failures).toEqual([]);
});

test("a route handler's address with a malformed escape is a 400, with or without a trailing slash", async ({ request, baseURL }) => {
  for (const path of ['/api/health/%E0%A4%A/', '/api/search/1/indexes/%ff/query/', '/media/%C0%AF/x.jpg', '/forms/%zz3/', '/api/dam/demo/v4/file/%ED%A0%80/', '/api/map-preview/6/%/1/wide.svg']) {
    const response = await request.get(`${baseURL}${path}`);
    expect(response.status(), path).toBe(400);
  }
});

test('a map picture is drawn only for a view the content shows', async ({ request, page }) => {
  // The guide's own picture, as its page names it.
  await page.goto('/destination/greek-cyclades/');
  const shown = await page
    .locator('main [data-map-preview] image')
    .first()
    .evaluate((image) => image.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? image.getAttribute('href'));
  expect(shown).toMatch(/^\/api\/map-preview\/[\d.]+\/-?[\d.]+\/-?[\d.]+\/(wide|narrow)\.svg$/);
  const picture = await request.get(shown ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/svg+xml');
  // The same place a little off, and a view nobody set: nothing is drawn.
  for (const path of [shown?.replace(/\/(\d+)\//, (_, zoom: string) => `/${Number(zoom) + 1}/`) ?? '', '/api/map-preview/7/12.3456/-45.6789/wide.svg']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
