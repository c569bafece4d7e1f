import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { drawersReady } from '../../testing/drawers';

// The drawers of spec 2.13 and 4.4 on the drawer contract, opened from the contact page, and the
// forms of spec 7.4 sent from them. Each test posts from its own address (per-IP rate limit).
const ip = () => `198.19.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
const CONTACT = '/contact-superyacht-company/';
// Drawers load their brokers and forms over the network, and axe walks into the frames: allow a
// busy machine its time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip() });
});

const brokerButton = (page: Page) => page.locator('main a[data-drawer="contact-broker"]').first();

const openBrokerDrawer = async (page: Page, path = CONTACT) => {
  await page.goto(path);
  const button = brokerButton(page);
  await expect(button).toHaveAttribute('href', /\/contact-superyacht-company\/$/);
  await drawersReady(page);
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('drawer-brokers')).toBeVisible();
  return { button, dialog };
};

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));

const formsList = (form: 'enquiry' | 'newsletter'): string => execFileSync('npx', ['tsx', 'tools/cli.ts', 'forms:list', '--form', form, '--json'], { encoding: 'utf8' });

test.describe('contact-broker drawer (spec 2.13, 3.8, 4.4)', () => {
  test('a button opens it as a dialog: brokers with a dialable number, Tab stays inside, Escape closes and focus returns', async ({ page }) => {
    const { button, dialog } = await openBrokerDrawer(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading', { name: 'Contact a broker' })).toBeVisible();
    // Focus moved in, and the page behind does not scroll.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // Spec 5.1: the phone link dials the number with only digits and '+'.
    const phone = dialog.locator('a[href^="tel:"]').first();
    await expect(phone).toBeVisible();
    const shown = (await phone.textContent()) ?? '';
    expect(await phone.getAttribute('href')).toBe(`tel:${shown.replace(/[^\d+]/g, '')}`);
    await expect(dialog.getByRole('link', { name: /on WhatsApp$/ }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(dialog.getByText(/^\d{2}:\d{2}/).first()).toBeVisible();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus left the drawer after ${i + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('a click (or a tap on a phone) outside closes it', async ({ page, isMobile }) => {
    const { dialog } = await openBrokerDrawer(page);
    // The panel leaves a strip free at the left edge, on a phone too.
    const at = { x: 12, y: Math.round((page.viewportSize()?.height ?? 900) / 2) };
    expect((await dialog.boundingBox())?.x ?? 0).toBeGreaterThan(at.x);
    if (isMobile) await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
    await expect(dialog).toBeHidden();
  });

  test('without JavaScript the button leads to the contact page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CONTACT);
    await brokerButton(page).click();
    await expect(page).toHaveURL(/\/contact-superyacht-company\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('in Spanish the drawer speaks Spanish and its enquiry form is the Spanish one', async ({ page }) => {
    const { dialog } = await openBrokerDrawer(page, `/es${CONTACT}`);
    await expect(dialog.getByRole('heading', { name: 'Contactar con un bróker' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Enviar consulta' }).first().click();
    await expect(page.frameLocator('[role="dialog"] iframe').getByRole('button', { name: 'Enviar consulta' })).toBeVisible();
  });

  test('axe: the open contact-broker drawer has no violations', async ({ page }) => {
    await openBrokerDrawer(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('form drawer and the enquiry it sends (spec 2.13, 4.4, 7.4)', () => {
  test("'make enquiry' replaces the broker drawer with the form drawer; the enquiry is stored with the page it came from", async ({ page }) => {
    const { dialog } = await openBrokerDrawer(page);
    await dialog.getByRole('link', { name: 'Make enquiry' }).first().click();
    await expect(dialog.getByRole('heading', { name: 'Make an enquiry' })).toBeVisible();
    await expect(dialog.getByTestId('drawer-brokers')).toHaveCount(0);
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^\/forms\/enquiry\/\?source=%2Fcontact-superyacht-company%2F&embed=1$/);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const email = `drawer-${randomUUID()}@example.com`;
    const form = page.frameLocator('[role="dialog"] iframe');
    await form.getByLabel('Name').fill('Ana Ruiz');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Message').fill('A week in the Balearics in July.');
    await form.getByLabel(/I agree/).check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('heading', { name: 'Thank you' })).toBeAttached();
    await expect(form.getByText('We have received your enquiry')).toBeVisible();
    const stored = JSON.parse(formsList('enquiry')) as { email: string; source?: string }[];
    expect(stored.find((row) => row.email === email)).toMatchObject({ source: '/contact-superyacht-company/' });
    // Spec 4.4: closing the form drawer resets it; the next broker drawer shows brokers again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await brokerButton(page).click();
    await expect(page.getByRole('dialog').getByTestId('drawer-brokers')).toBeVisible();
  });

  test('a form-host button opens the form drawer; axe finds no violations', async ({ page }) => {
    await page.goto(CONTACT);
    const button = page.locator('main a[data-drawer="form"]').first();
    await expect(button).toHaveAttribute('href', '/forms/enquiry/');
    await drawersReady(page);
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Make an enquiry' })).toBeVisible();
    await expect(page.frameLocator('[role="dialog"] iframe').getByLabel('Name')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('forms on their own (spec 2.7, 7.4)', () => {
  test('the contact page embeds the enquiry form', async ({ page }) => {
    await page.goto(CONTACT);
    const frame = page.locator('main iframe[title="Send us an enquiry"]');
    await expect(frame).toHaveAttribute('src', '/forms/enquiry/?embed=1');
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('main iframe').getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  });

  test('newsletter: title, names, e-mail, privacy policy; stored and listed', async ({ page }) => {
    const email = `news-${randomUUID()}@example.com`;
    await page.goto('/forms/newsletter/?source=/yacht-charter/');
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy/');
    await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/yacht-charter/');
    await page.getByLabel('Title').selectOption('ms');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Ruiz');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/privacy policy/).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    const stored = JSON.parse(formsList('newsletter')) as { email: string }[];
    expect(stored.find((row) => row.email === email)).toMatchObject({ title: 'ms', firstName: 'Ana', lastName: 'Ruiz', privacy: true });
  });
});
