import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openFormStore } from '../../services/forms/store';

// The embedded form host (spec 2.7, 2.13, 7.4). Each test posts from its own address, which the
// test runner reports as the trusted proxy on loopback would (TRUSTED_PROXIES, playwright.config.ts),
// so the per-IP rate limit of one test never touches another.
const ip = () => `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

const storedEmails = async (): Promise<string[]> => {
  const store = openFormStore('.data/forms.sqlite');
  try {
    return (await store.list()).map((row) => String(row.payload.email));
  } finally {
    await store.close();
  }
};

const enquiry = (email: string) => ({ name: 'Ana Ruiz', email, message: 'A week in the Balearics in July.', consent: 'on' });
const postForm = (request: APIRequestContext, from: string, form: Record<string, string>) => request.post('/forms/enquiry/', { form, headers: { 'x-forwarded-for': from }, maxRedirects: 0 });

test.describe('enquiry form in the browser (spec 2.13)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip() });
  });

  test('an invalid enquiry shows each error beside its field and keeps what was typed', async ({ page }) => {
    await page.goto('/forms/enquiry/?source=/yacht-charter/');
    await expect(page.getByRole('heading', { name: 'Make an enquiry' })).toBeVisible();
    await page.getByLabel('Name').fill('Ana Ruiz');
    await page.getByLabel('E-mail').fill('ana@');
    await page.getByLabel('Message').fill('Line one\nLine <two> & three');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const email = page.getByLabel('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#email-error')).toHaveText('Please enter an e-mail address such as name@example.com.');
    await expect(email).toHaveAttribute('aria-describedby', 'email-error');
    await expect(page.locator('#consent-error')).toHaveText('Please agree so that we may answer your enquiry.');
    await expect(page.getByLabel('Name')).toHaveValue('Ana Ruiz');
    await expect(page.getByLabel('Message')).toHaveValue('Line one\nLine <two> & three');
    await expect(email).toHaveValue('ana@');
    await expect(page.locator('#name-error')).toHaveCount(0);
  });

  test('a valid enquiry shows the thank-you view and is stored', async ({ page }) => {
    const email = `ana-${randomUUID()}@example.com`;
    await page.goto('/forms/enquiry/?source=/yacht-charter/');
    await page.getByLabel('Name').fill('Ana Ruiz');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Message').fill('A week in the Balearics in July.');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/yacht-charter/');
    expect(await storedEmails()).toContain(email);
  });

  test('the Spanish form answers in Spanish', async ({ page }) => {
    await page.goto('/forms/newsletter/?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await expect(page.locator('#title-error')).toHaveText('Elija un tratamiento, por favor.');
    await expect(page.locator('#privacy-error')).toHaveText('Confirme, por favor, que ha leído la política de privacidad.');
    await expect(page.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy-policy/');
  });

  test('screenshots of the forms, with errors', async ({ page }, info) => {
    await page.goto('/forms/enquiry/');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('#name-error')).toBeVisible();
    await page.screenshot({ path: `test-results/forms-enquiry-${info.project.name}.png`, fullPage: true });
    await page.goto('/forms/newsletter/');
    await expect(page.getByLabel('Title')).toBeVisible();
    await page.screenshot({ path: `test-results/forms-newsletter-${info.project.name}.png`, fullPage: true });
  });
});

test.describe('the form host refuses bots and bad posts with a 4xx and a message (spec 7.4)', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour, checked once');

  test('a filled honeypot looks received but is not stored', async ({ request }) => {
    const email = `bot-${randomUUID()}@example.com`;
    const response = await postForm(request, ip(), { ...enquiry(email), website: 'https://spam.example' });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toContain('received=1');
    expect(await storedEmails()).not.toContain(email);
  });

  test('the 11th post within a minute from one address gets 429 with a message', async ({ request }) => {
    const from = ip();
    for (let i = 0; i < 10; i += 1) expect((await postForm(request, from, enquiry(`rate-${randomUUID()}@example.com`))).status()).toBe(303);
    const refused = await postForm(request, from, enquiry('late@example.com'));
    expect(refused.status()).toBe(429);
    expect(refused.headers()['retry-after']).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Too many forms were sent from your connection');
    expect((await postForm(request, ip(), enquiry(`other-${randomUUID()}@example.com`))).status()).toBe(303);
  });

  test('an oversized post gets 413', async ({ request }) => {
    const response = await postForm(request, ip(), { ...enquiry('big@example.com'), message: 'a'.repeat(40_000) });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain('The form was too large to send');
  });

  test('malformed and non-form bodies get 400, invalid fields 422 with the form', async ({ request }) => {
    const headers = { 'x-forwarded-for': ip() };
    const json = await request.post('/forms/enquiry/', { data: { name: 'x' }, headers });
    expect(json.status()).toBe(400);
    expect(await json.text()).toContain('application/x-www-form-urlencoded');
    const binary = await request.post('/forms/enquiry/', { data: Buffer.from([0x6e, 0x3d, 0xff, 0xfe]), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(binary.status()).toBe(400);
    expect(await binary.text()).toContain('not valid UTF-8');
    const script = await request.post('/forms/enquiry/', { form: { name: '<script>alert(1)</script>', email: 'x' }, headers });
    expect(script.status()).toBe(422);
    const html = await script.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });
});
