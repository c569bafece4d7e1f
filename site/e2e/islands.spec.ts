import { expect, test, type Page } from '@playwright/test';

// Spec 2.14: the obfuscated link (the footer's legal links) is no anchor, yet visitors follow it
// by click and by Enter. It is a client island, so the page must have hydrated first.
const legalLink = async (page: Page, path: string, text: string) => {
  await page.goto(path, { waitUntil: 'networkidle' });
  const link = page.getByRole('contentinfo').getByRole('link', { name: text, exact: true });
  await expect(link).toHaveAttribute('data-href', /\/privacy-policy\/$/);
  expect(await link.evaluate((el) => el.tagName)).toBe('SPAN');
  return link;
};

test.describe('spec 2.14 obfuscated link', () => {
  test('a click follows it to its page', async ({ page }) => {
    const link = await legalLink(page, '/', 'Privacy policy');
    const target = await link.getAttribute('data-href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target ?? '-'}$`));
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('Enter follows it, in the page language, and it is named by its text', async ({ page }) => {
    const link = await legalLink(page, '/es/', 'Política de privacidad');
    await expect(link).not.toHaveAttribute('aria-label', /.*/);
    const target = await link.getAttribute('data-href');
    expect(target).toMatch(/^\/es\//);
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target ?? '-'}$`));
  });
});

test.describe('client boundaries around content items', () => {
  test('items are in the server HTML inside <main>, not streamed out of order, for readers without JavaScript', async ({ request }) => {
    const html = await (await request.get('/yacht-charter/')).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.match(/<section/g)?.length ?? 0).toBeGreaterThan(3);
    expect(main.match(/<h[12][^>]*>/g)?.length ?? 0).toBeGreaterThan(2);
    // Content streamed out of order would sit in hidden templates outside <main>.
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html).not.toContain('<!--$?-->');
  });
});
