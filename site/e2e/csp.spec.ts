import { expect, test, type Page, type Response } from '@playwright/test';
import { whenHydrated } from '../../testing/hydration';
import { drawersReady } from '../../testing/drawers';
import { TEMPLATES, templatePages, type Template, type TemplatePage } from '../../tools/bench/templates';
import { previewCookie, previewLink } from '../../testing/preview-grant';

// Every template loads under its Content-Security-Policy without a single violation,
// live and in preview, on a desktop and a phone, with the map, search, a drawer and the lightbox
// opened. Cached pages allow their inline scripts by hash only; the per-request routes (search,
// 404, preview) fall back to 'unsafe-inline' for scripts.
const PER_REQUEST: readonly Template[] = ['search', 'not-found'];
const LAZY = { timeout: 30_000 };

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Every violation the page reports, from the DOM event and the console alike, and every complaint
 * about a policy header the browser cannot read (a Permissions-Policy feature it does not know).
 */
const watch = async (page: Page): Promise<string[]> => {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return seen;
};

const violations = async (page: Page, console: string[]): Promise<string[]> => [...console, ...(await page.evaluate(() => window.cspViolations ?? []))];

const scriptSrc = (response: Response | null): string => /(?:^|;\s*)script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';

let pages: Promise<TemplatePage[]> | undefined;
const pathOf = async (origin: string, template: Template): Promise<string> => {
  pages ??= templatePages(origin);
  const found = (await pages).find((p) => p.template === template && p.locale === 'en');
  if (!found) throw new Error(`no ${template} page`);
  return found.path;
};

/** Loads the page to its end (lazy islands, the footer map) and returns its response. */
const visit = async (page: Page, path: string): Promise<Response | null> => {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  return response;
};

test.describe('no CSP violation, and no policy header the browser cannot read, on any template', () => {
  for (const template of TEMPLATES) {
    test(`${template}: live and preview`, async ({ page, baseURL }) => {
      const console = await watch(page);
      const path = await pathOf(baseURL ?? '', template);
      const live = await visit(page, path);
      if (PER_REQUEST.includes(template)) expect(scriptSrc(live)).toContain("'unsafe-inline'");
      else {
        // A cached page names its inline scripts: no 'unsafe-inline', and at least Next's flight data.
        expect(scriptSrc(live)).not.toContain("'unsafe-inline'");
        expect(scriptSrc(live)).toMatch(/'sha256-/);
      }
      expect(scriptSrc(live)).not.toContain("'unsafe-eval'");
      // Through the editor's link: without a grant `?preview=true` is the live page.
      await visit(page, previewLink(path));
      expect(await violations(page, console)).toEqual([]);
    });
  }
});

test.describe('islands under the CSP', () => {
  test('the destinations map draws its map in a worker', async ({ page, baseURL }) => {
    const console = await watch(page);
    await page.goto(await pathOf(baseURL ?? '', 'destinations'));
    const map = page.locator('[data-map-status]').first();
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-status', 'ready', LAZY);
    await expect(map.locator('canvas')).toBeVisible();
    expect(await violations(page, console)).toEqual([]);
  });

  test('search finds yachts', async ({ page }) => {
    const console = await watch(page);
    await page.goto('/search/');
    await expect(page.locator('[data-search-index="y"][data-search-status="server"]')).toBeVisible({ timeout: 60_000 });
    // Typing loads the search code, which then runs under the page's policy.
    await page.getByRole('searchbox').first().fill('sea');
    await expect(page.locator('[data-search-index="y"][data-search-status="idle"]')).toBeVisible(LAZY);
    expect(await violations(page, console)).toEqual([]);
  });

  test('the contact-broker drawer opens', async ({ page, baseURL }) => {
    const console = await watch(page);
    await page.goto(await pathOf(baseURL ?? '', 'yacht'));
    const button = page.locator('main a[data-drawer="contact-broker"]').first();
    await drawersReady(page);
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible(LAZY);
    await expect(page.getByRole('dialog').getByTestId('drawer-brokers')).toBeVisible(LAZY);
    expect(await violations(page, console)).toEqual([]);
  });

  test('the gallery lightbox opens', async ({ page, baseURL }) => {
    const console = await watch(page);
    await page.goto(await pathOf(baseURL ?? '', 'yacht'));
    const picture = page.locator('#gallery [data-lightbox-index="1"]');
    await picture.scrollIntoViewIfNeeded();
    await whenHydrated(page, '#gallery [data-lightbox-index="1"]');
    await picture.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible(LAZY);
    await expect(page.getByRole('dialog').locator('img').first()).toBeVisible(LAZY);
    expect(await violations(page, console)).toEqual([]);
  });
});

test.describe('headers on every path', () => {
  test('pages, Next files, route handlers, media, forms, robots and sitemaps carry the security headers', async ({ request }) => {
    const html = await (await request.get('/about/')).text();
    const script = /<script[^>]+src="(\/_next\/[^"]+\.js)"/.exec(html)?.[1];
    const image = /<img[^>]+src="(\/media\/[^"]+)"/.exec(html)?.[1];
    const form = /<iframe[^>]+src="(\/forms\/[^"]+)"/.exec(await (await request.get('/contact-superyacht-company/')).text())?.[1] ?? '/forms/enquiry/';
    const paths = ['/about/', script, image?.replaceAll('&amp;', '&'), '/api/health/', form, '/robots.txt', '/sitemap.xml'];
    for (const path of paths) {
      expect(path, 'a path of each kind').toBeDefined();
      const headers = (await request.get(path ?? '', { maxRedirects: 0 })).headers();
      expect(headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      // Sent always: a browser ignores HSTS over plain http (RFC 6797 §8.1).
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('https reported by a trusted hop makes every cookie Secure, and plain http none', async ({ request }) => {
    // The e2e server trusts loopback (playwright.config.ts), as a site trusts its load balancer;
    // an untrusted peer's header is ignored (site/lib/security/headers.test.ts).
    const cookieOf = async (path: string, https: boolean): Promise<string> => {
      const headers = { ...(https ? { 'x-forwarded-proto': 'https' } : {}), 'accept-language': 'es', cookie: '' };
      const cookie = (await request.get(path, { headers, maxRedirects: 0 })).headers()['set-cookie'];
      expect(cookie, `${path} sets a cookie`).toBeDefined();
      return cookie ?? '';
    };
    for (const path of ['/', '/api/switch-locale/?to=es&path=/about/', '/api/country/']) {
      expect(await cookieOf(path, true), path).toMatch(/; Secure/i);
      expect(await cookieOf(path, false), path).not.toMatch(/; Secure/i);
    }
  });

  test('a preview answer is never cached (spec 2.3)', async ({ request }) => {
    const response = await request.get('/about/?preview=true', { headers: { cookie: await previewCookie(request) } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/private/);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
  });
});
