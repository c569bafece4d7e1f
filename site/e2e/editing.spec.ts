import { expect, test, type Page } from '@playwright/test';
import { previewCookie, previewLink } from '../../testing/preview-grant';
import { KONTENT_TEST_ORIGIN } from '../../testing/kontent-frame';

const KONTENT_APP = 'https://app.kontent.ai';

/** The CMS is not reachable from tests: its pages answer with a stub, so a popup's address can be read. */
const stubKontentApp = async (page: Page) => {
  await page.context().route(`${KONTENT_APP}/**`, (route) => route.fulfill({ contentType: 'text/html', body: 'Kontent.ai' }));
};

const highlights = (page: Page) => page.locator('ksl-highlight');

test.describe('spec 2.4.8, 4.6, 5.6 in-context editing', () => {
  test('live pages carry no smart-link attributes and load no editing overlay', async ({ page, request }) => {
    for (const path of ['/', '/about/', '/es/']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<main');
      expect(html).not.toContain('data-kontent-');
    }
    await page.goto('/about/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => customElements.get('ksl-highlight') === undefined)).toBe(true);
    await expect(highlights(page)).toHaveCount(0);
  });

  test('preview: the page root names the environment and the Kontent language; items and elements carry theirs', async ({ request }) => {
    // An editor's grant: without it `?preview=true` is the live page.
    const headers = { cookie: await previewCookie(request) };
    const english = await (await request.get('/about/?preview=true', { headers })).text();
    expect(english).toMatch(/<body[^>]* data-kontent-environment-id="demo" data-kontent-language-codename="en"/);
    expect(english).toMatch(/<div data-kontent-item-id="[0-9a-f-]{36}" data-kontent-add-button="" data-kontent-add-button-insert-position="before"[^>]*><section/);
    expect(english).toMatch(/<h1[^>]* data-kontent-element-codename="title"/);
    expect(english).toMatch(/<a [^>]*data-kontent-item-id="[0-9a-f-]{36}" data-kontent-element-codename="button_text"/);
    const spanish = await (await request.get('/es/?preview=true', { headers })).text();
    expect(spanish).toMatch(/<body[^>]* data-kontent-language-codename="es"/);
  });

  test('reading one: in preview the overlay is always on, and a click on a heading opens that element in the CMS', async ({ page }) => {
    await stubKontentApp(page);
    await page.goto(previewLink('/about/'));
    await expect(highlights(page).first()).toBeAttached();
    const heading = page.locator('main h1');
    const itemId = await heading.evaluate((node) => node.closest('[data-kontent-item-id]')?.getAttribute('data-kontent-item-id'));
    expect(itemId).toMatch(/^[0-9a-f-]{36}$/);
    const popup = page.waitForEvent('popup');
    await heading.click();
    const cms = await popup;
    await cms.waitForLoadState();
    expect(cms.url()).toBe(`${KONTENT_APP}/goto/edit-item/project/demo/variant-codename/en/item/${itemId}/element/title`);
  });

  test('reading two: with ksl-enabled in the URL, the overlay follows the query parameter', async ({ page }) => {
    await page.goto(previewLink('/about/?preview=true&ksl-enabled'));
    await expect(highlights(page).first()).toBeAttached();
    await page.evaluate(() => history.replaceState(null, '', '/about/?preview=true'));
    await expect(highlights(page)).toHaveCount(0);
    await page.evaluate(() => history.replaceState(null, '', '/about/?preview=true&ksl-enabled'));
    await expect(highlights(page).first()).toBeAttached();
  });

  test("spec 4.6, 6: preview pages may be framed by the CMS only (and the test server's stand-in web app), live pages by no one", async ({ request }) => {
    // The frame-ancestors directive of the page's whole policy.
    const frameAncestors = async (path: string) => /(?:^|;\s*)(frame-ancestors [^;]*)/.exec((await request.get(path)).headers()['content-security-policy'] ?? '')?.[1];
    // PREVIEW_FRAME_ORIGINS of the test server: Kontent's app, and the page live-preview.spec.ts plays it with.
    const cms = `frame-ancestors 'self' https://app.kontent.ai ${KONTENT_TEST_ORIGIN}`;
    expect(await frameAncestors('/about/?preview=true')).toBe(cms);
    expect(await frameAncestors('/es/?preview=true')).toBe(cms);
    expect(await frameAncestors('/about/')).toBe("frame-ancestors 'none'");
    expect(await frameAncestors('/about/?preview=false')).toBe("frame-ancestors 'none'");
    expect(await frameAncestors('/about/?preview=truex')).toBe("frame-ancestors 'none'");
    expect(await frameAncestors('/')).toBe("frame-ancestors 'none'");
  });

  test('spec 2.3: a repeated preview parameter is made one (the first) before anything renders', async ({ request }) => {
    const response = await request.get('/about/?preview=false&preview=true', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').search).toBe('?preview=false');
    const followed = await request.get('/about/?preview=false&preview=true');
    expect(followed.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'($|;)/);
    expect(await followed.text()).not.toContain('data-kontent-');
  });
});
