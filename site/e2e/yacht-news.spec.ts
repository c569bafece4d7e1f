import { expect, test } from '@playwright/test';

// The yacht news block of spec 2.8: a yacht's page shows the news about her (spec 3.9 news slides),
// in the page's language, and each slide opens the article, which leads back to the yacht.
const YACHT = { en: '/yacht-for-charter/lady-marina/', es: '/es/yacht-for-charter/lady-marina/' } as const;
const WORDS = {
  en: { block: 'Lady Marina in the news', article: 'Lady Marina joins our charter fleet', back: 'See Lady Marina' },
  es: { block: 'Lady Marina en las noticias', article: 'Lady Marina se une a nuestra flota de chárter', back: 'Ver Lady Marina' },
} as const;

for (const locale of ['en', 'es'] as const) {
  const words = WORDS[locale];

  test(`a yacht page shows the yacht's news, which opens the article and leads back (${locale}, spec 2.8)`, async ({ page }) => {
    await page.goto(YACHT[locale]);
    const block = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: words.block }) });
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('[data-news-slide]')).toHaveCount(2);
    const link = block.getByRole('link', { name: words.article });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: words.article })).toBeVisible();
    await page.getByRole('link', { name: words.back }).click();
    await expect(page).toHaveURL(new RegExp(`${YACHT[locale]}$`));
  });
}
