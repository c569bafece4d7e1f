import { expect, test, type Page } from '@playwright/test';

// Spec 5.3 yacht slides, panels on demand: a content page draws the cards one row shows
// and fetches the rest (GET /api/yacht-cards/) as the visitor nears the slider.
const PAGE = '/yacht-charter/';

test.beforeEach(() => test.setTimeout(120_000));

const slider = (page: Page) => page.locator('section', { has: page.locator('[data-yacht-slider]') });

test('the charter page draws three cards, and the other six come as the visitor nears the slider', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/yacht-cards/')) asked.push(new URL(request.url()).search);
  });
  // The page as served: three cards, the rest to come (a desktop screen may be near the slider at once).
  const html = await (await page.request.get(PAGE)).text();
  const served = /data-yacht-slider="native" data-more-slides="waiting"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
  expect(served.match(/data-yacht-card=/g)).toHaveLength(3);
  await page.goto(PAGE);
  const block = slider(page);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('[data-more-slides]')).toHaveAttribute('data-more-slides', 'shown');
  await expect(block.locator('[data-yacht-card]')).toHaveCount(9);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/^\?yachts=[a-z0-9_%C]+&view=charter&lang=en$/);
  // Every card, drawn by the page or fetched, is a charter card linking to its charter page.
  for (const href of await block.locator('[data-yacht-card] [data-yacht-link]').evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) {
    expect(href).toMatch(/^\/yacht-for-charter\/[^/]+\/$/);
  }
  // The slider goes on to the fetched cards.
  const next = block.getByRole('button', { name: 'More yachts' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(block.getByRole('button', { name: 'Previous yachts' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('a fetched card opens its yacht, whose previous and next follow the slider’s nine (spec 3.7)', async ({ page }) => {
  await page.goto(PAGE);
  const block = slider(page);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('[data-yacht-card]')).toHaveCount(9);
  const links = block.locator('[data-yacht-card] [data-yacht-link]');
  const hrefs = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const name = (await links.nth(4).textContent()) ?? '';
  // A fetched card: past the three the page drew.
  await links.nth(4).evaluate((link) => (link as HTMLAnchorElement).click());
  await expect(page.locator('h1')).toHaveText(name);
  const navigation = page.locator('[data-yacht-navigation]');
  await expect(navigation.locator('[data-yacht-previous]')).toHaveAttribute('href', hrefs[3] ?? '');
  await expect(navigation.locator('[data-yacht-next]')).toHaveAttribute('href', hrefs[5] ?? '');
});

test('in Spanish the fetched cards are Spanish, with Spanish pages and prices', async ({ page }) => {
  await page.goto(`/es${PAGE}`);
  const block = slider(page);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('[data-yacht-card]')).toHaveCount(9);
  const last = block.locator('[data-yacht-card]').last();
  await expect(last.locator('[data-yacht-link]')).toHaveAttribute('href', /^\/es\/yacht-for-charter\//);
  await expect(last.locator('dt').first()).toHaveText('Eslora');
  await expect(last.locator('[data-cur="eur"]')).toHaveText(/^Desde (Aprox\. )?€[\d,]+ por semana$/);
});

test('without JavaScript the page links the yachts it does not draw', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  const block = /data-more-slides="waiting"[\s\S]*?<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(block.match(/href="\/yacht-for-charter\/[^"]+\/"/g)).toHaveLength(6);
});

test('the yacht-cards route answers junk with a 400 naming the problem, and unknown yachts with no cards', async ({ request }) => {
  for (const query of [
    '?lang=en',
    '?yachts=&lang=en',
    '?yachts=Allure&lang=en',
    '?yachts=yacht_allure&view=rent&lang=en',
    '?yachts=yacht_allure&lang=xx',
    '?yachts=yacht_allure',
    `?yachts=${Array.from({ length: 60 }, (_, i) => `y${i}`).join(',')}&lang=en`,
    '?yachts=%3Cscript%3E&lang=en',
  ]) {
    const response = await request.get(`/api/yacht-cards/${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).error, query).toMatch(/\S/);
  }
  const unknown = await request.get('/api/yacht-cards/?yachts=no_such_yacht&lang=en');
  expect(unknown.status()).toBe(200);
  expect(await unknown.json()).toEqual({ cards: [] });
});
