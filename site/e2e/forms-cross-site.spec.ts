import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openFormStore } from '../../services/forms/store';

// Links and forms of the form host that another site cannot turn against a visitor (spec 2.13, 7.4),
// in a real browser: the headers it sends are the ones the host judges.
const ip = () => `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

const stored = async (email: string): Promise<number> => {
  const store = openFormStore('.data/forms.sqlite');
  try {
    return (await store.list()).filter((row) => row.payload.email === email).length;
  } finally {
    await store.close();
  }
};

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip() });
});

test("another site's page posting the enquiry: 403, nothing stored, and the visitor can send it from the site", async ({ page, baseURL }) => {
  const email = `cross-${randomUUID()}@example.com`;
  const action = new URL('/forms/enquiry/', baseURL).href;
  // A page of another site that sends the site's form on the visitor's behalf as soon as it loads.
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${action}"><input name="name" value="Ana Ruiz"><input name="email" value="${email}"><input name="message" value="Send me your price list."><input name="consent" value="on"><input name="source" value="//evil.example/phish"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  const refused = page.waitForResponse((response) => response.url() === action && response.request().method() === 'POST');
  await page.goto('https://evil.example/offer');
  expect((await refused).status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText('This form reached us from another website, so nothing has been sent yet. Please check what it says and send it once more.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Message')).toHaveValue('Send me your price list.');
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  expect(await stored(email)).toBe(0);

  // Sent from the site's own page, it is the visitor's: received once.
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  expect(await stored(email)).toBe(1);
});

test('an off-site source leads the close link home, in the Spanish form to the Spanish home page', async ({ page }) => {
  await page.goto(`/forms/enquiry/?lang=es&source=${encodeURIComponent('/\\evil.example')}`);
  await expect(page.getByRole('link', { name: 'Cerrar' })).toHaveAttribute('href', '/es/');
  await page.goto(`/forms/enquiry/?source=${encodeURIComponent('//evil.example/phish')}`);
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(new URL('/', page.url()).href);
});
