import { expect, test, type Page } from '@playwright/test';
import { allImagesLoaded } from '../../testing/page-images';

// People a visitor can reach (spec 3.8, 2.2, 2.5) and a website search that leads
// somewhere (spec 2.10, 9.2), in both languages.
const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    offices: '/offices-and-people',
    also: /^Also at the .+ office$/,
    heading: { y: 'Search yachts', g: 'Search the website' },
    breadcrumb: 'Breadcrumb',
    intro: /^Filter by length/,
    brands: ['Crew network', 'Yacht brokerage'],
  },
  {
    locale: 'es',
    prefix: '/es',
    offices: '/oficinas-y-personas',
    also: /^También en la oficina de .+$/,
    heading: { y: 'Buscar yates', g: 'Buscar en el sitio web' },
    breadcrumb: 'Ruta de navegación',
    intro: /^Filtre por eslora/,
    brands: ['Brokerage de yates', 'Red de tripulaciones'],
  },
] as const;

const brokenImages = (page: Page) =>
  page.locator('img').evaluateAll((images) => images.filter((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 0).map((img) => img.getAttribute('src')));

for (const l of LOCALES) {
  test.describe(`people pages (${l.locale})`, () => {
    test(`an office page links each of its people to their own page, which shows the person and the office's other people (spec 3.8, 2.2)`, async ({ page }) => {
      await page.goto(`${l.prefix}${l.offices}/monaco/`);
      const team = page.locator('[data-person] a');
      expect(await team.count()).toBeGreaterThan(1);
      const href = (await team.first().getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^${l.prefix}${l.offices}/monaco/[a-z-]+/$`));
      const name = ((await team.first().textContent()) ?? '').trim();
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      // The office, with a link back to its page; contact options the person allows.
      await expect(page.locator(`main a[href="${l.prefix}${l.offices}/monaco/"]`).first()).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="https://www.linkedin.com/"]')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
      // The office's other people, each linking to their page, never to this one.
      await expect(page.getByRole('heading', { level: 2, name: l.also })).toBeVisible();
      const others = await page.locator('[data-person] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(others.length).toBeGreaterThan(0);
      expect(others).not.toContain(href);
      await allImagesLoaded(page);
      expect(await brokenImages(page)).toEqual([]);
      // Spec 2.5: people pages have no structured data of their own (the general page schema stays).
      const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(graphs).toContain('WebPage');
      expect(graphs).not.toMatch(/"(Person|ProfilePage)"/);
    });

    test('the XML and HTML sitemaps list the people pages (spec 2.2, 3.8)', async ({ request }) => {
      const xml = await (await request.get(`${l.prefix}/${l.locale}-sitemap.xml`)).text();
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${l.prefix}${l.offices}/[a-z-]+/[a-z-]+/</loc>`));
      const html = await (await request.get(`${l.prefix}/sitemap/`)).text();
      expect(html).toMatch(new RegExp(`href="${l.prefix}${l.offices}/[a-z-]+/[a-z-]+/"`));
    });
  });

  test.describe(`website search (${l.locale})`, () => {
    test('the heading, the title, the last crumb and the intro follow the tab, and each office and people hit links to its page with its picture (spec 2.10)', async ({ page }) => {
      const named = async (scope: 'y' | 'g') => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading[scope]);
        await expect(page).toHaveTitle(l.heading[scope]);
        await expect(page.getByRole('navigation', { name: l.breadcrumb }).locator('[aria-current="page"]')).toHaveText(l.heading[scope]);
        // The page's intro speaks of yachts: the website scope does without it.
        await expect(page.getByText(l.intro)).toHaveCount(scope === 'y' ? 1 : 0);
      };
      await page.goto(`${l.prefix}/search/`);
      await named('y');
      // Switched on the running search, then reached by its address.
      await page.locator('[data-search-scope="g"]').first().click();
      await named('g');
      await page.goto(`${l.prefix}/search/?i=g`);
      await named('g');
      // The server's results, before the search code loads on the first reach for a control.
      await expect(page.locator('[data-search-index="g"][data-search-status="server"]')).toBeVisible({ timeout: 60_000 });
      for (const category of ['people', 'offices']) {
        await page.locator(`[data-search-category="${category}"]`).click();
        await expect(page.locator(`[data-search-category="${category}"]`)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('[data-search-index="g"][data-search-status="idle"]')).toBeVisible({ timeout: 60_000 });
        const hits = page.locator('[data-search-hits] > li');
        await expect(hits.first()).toBeVisible();
        const links = await hits.evaluateAll((items) => items.map((li) => li.querySelector('h3 a')?.getAttribute('href') ?? null));
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link).toMatch(new RegExp(`^${l.prefix}${l.offices}/`));
        expect(await hits.locator('img').count()).toBe(links.length);
        await allImagesLoaded(page);
        expect(await brokenImages(page)).toEqual([]);
      }
      // The hit leads to a page that exists.
      const first = (await page.locator('[data-search-hits] h3 a').first().getAttribute('href')) ?? '';
      expect((await page.request.get(first)).status()).toBe(200);
    });

    test("facet values read as words of the page's language, and events can be filtered by type (spec 2.10, 9.2)", async ({ page }) => {
      await page.goto(`${l.prefix}/search/?i=g`);
      await expect(page.locator('[data-search-index="g"][data-search-status="server"]')).toBeVisible({ timeout: 60_000 });
      const open = page.locator('[data-open-filters]');
      if (await open.isVisible()) await open.click();
      // Before the search code has run, a phone's panel opens at once but says it is loading (data-opening).
      await expect(page.locator('[data-filter-panel]:not([data-opening])')).toBeVisible({ timeout: 15_000 });
      const brands = await page.locator('[data-filter="brand"] input[type="checkbox"][value]').evaluateAll((inputs) => inputs.map((i) => i.getAttribute('value')));
      expect(brands.sort()).toEqual([...l.brands]);
      const types = page.locator('[data-filter="eventType"] input[type="checkbox"][value]');
      expect(await types.count()).toBeGreaterThan(1);
      await types.first().check();
      const show = page.locator('[data-show-results]');
      if (await show.isVisible()) await show.click();
      // The box ticks at once; the results follow once the search code has answered.
      const kinds = () => page.locator('[data-search-hits] > li > div > span').allTextContents();
      await expect.poll(async () => new Set(await kinds()).size).toBe(1);
      expect((await kinds()).length).toBeGreaterThan(0);
    });
  });
}
