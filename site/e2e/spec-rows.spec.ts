/**
 * The spec's rows a visitor or a crawler meets on the built site: links that leave it (2.14), the
 * page head's og:type and modified time (2.5), CMS redirects with their query (2.3), the two 404
 * messages (8.1), and the 'form plus broker' button and office map on demo pages (2.13, 2.16).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';

const LOCALES = ['en', 'es'] as const;
type Locale = (typeof LOCALES)[number];
const publicPath = (slug: string, locale: Locale) => `${locale === 'es' ? '/es' : ''}${slug === '/' ? '' : slug}/`;
const routes = async (request: APIRequestContext) => z.object({ pages: z.object({ en: z.array(z.string()), es: z.array(z.string()) }) }).parse(await (await request.get('/api/routes/')).json()).pages;

const attribute = (tag: string, name: string): string | null => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;
const meta = (html: string, property: string): string[] =>
  [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, 'property') === property)
    .map((tag) => attribute(tag, 'content') ?? '');
const textOf = (html: string, tag: string): string | undefined =>
  new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`)
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

test.describe('the spec’s remaining rows (spec 2.3, 2.5, 2.13, 2.14, 2.16, 8.1)', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML on every device: read once');

  for (const locale of LOCALES) {
    test(`every link that leaves the site opens in a new tab with nofollow noopener noreferrer, ${locale} (spec 2.14)`, async ({ request, baseURL }) => {
      test.setTimeout(180_000);
      const pages = (await routes(request))[locale];
      const pick = (test: (s: string) => boolean) => pages.find(test);
      const slugs = [
        '/',
        '/contact-superyacht-company',
        '/about',
        pick((s) => /^\/(offices-and-people|oficinas-y-personas)\/[^/]+$/.test(s)),
        pick((s) => s.startsWith('/yacht-for-sale/')),
        pick((s) => s.startsWith('/yacht-for-charter/')),
        pick((s) => s.startsWith('/news-detail/')),
      ].filter((s): s is string => s !== undefined);
      const own = new URL(baseURL ?? 'http://localhost').host;
      const wrong: string[] = [];
      const kinds = new Set<string>();
      for (const slug of slugs) {
        const html = await (await request.get(publicPath(slug, locale))).text();
        for (const [tag] of html.slice(html.indexOf('<body')).matchAll(/<a\b[^>]*>/g)) {
          const href = attribute(tag, 'href') ?? '';
          if (!/^https?:\/\//i.test(href) || new URL(href).host === own) continue;
          const host = new URL(href).host;
          kinds.add(
            /facebook|x\.com|linkedin|wa\.me/.test(host) && href.includes('share') ? 'share' : /google\.com/.test(host) ? 'map' : /wa\.me|t\.me|whatsapp|telegram/.test(host) ? 'messaging' : 'other',
          );
          const rel = new Set((attribute(tag, 'rel') ?? '').split(/\s+/).filter(Boolean));
          if (attribute(tag, 'target') !== '_blank' || !['nofollow', 'noopener', 'noreferrer'].every((token) => rel.has(token))) wrong.push(`${slug}: ${tag}`);
        }
      }
      // The crawl met the share, map and messaging links a visitor sees.
      expect([...kinds].sort()).toEqual(expect.arrayContaining(['map', 'share']));
      expect(wrong).toEqual([]);
    });

    test(`og:type is the page's ogContentType and article:modified_time its sitemap lastmod, ${locale} (spec 2.5)`, async ({ request }) => {
      const home = await (await request.get(publicPath('/', locale))).text();
      expect(meta(home, 'og:type')).toEqual(['website']);
      const modified = meta(home, 'article:modified_time');
      expect(modified).toHaveLength(1);
      expect(Date.parse(modified[0] ?? '')).not.toBeNaN();
      // The sitemap's lastmod of the same page.
      const sitemap = await (await request.get(locale === 'es' ? '/es/es-sitemap.xml' : '/en-sitemap.xml')).text();
      const own = new RegExp(`<loc>[^<]*${locale === 'es' ? '/es/' : '/'}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
      expect(own).toBeDefined();
      expect(Date.parse(modified[0] ?? '')).toBe(Date.parse(own ?? ''));
      const news = (await routes(request))[locale].find((s) => s.startsWith('/news-detail/')) ?? '';
      const article = await (await request.get(publicPath(news, locale))).text();
      expect(meta(article, 'og:type')).toEqual(['article']);
      expect(meta(article, 'article:modified_time')).toHaveLength(1);
    });

    test(`a CMS redirect keeps the query string, ${locale} (spec 2.3)`, async ({ request }) => {
      const response = await request.get(`${locale === 'es' ? '/es' : ''}/news/?x=1&utm_source=mail`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers()['location'] ?? '', 'http://localhost');
      expect(location.pathname).toBe(locale === 'es' ? '/es/yachting-news/' : '/yachting-news/');
      expect(location.search).toBe('?x=1&utm_source=mail');
    });

    test(`a route whose own check fails says 'Page Not Found: {fullPath}', an unmatched one 'Page not found: {path}', ${locale} (spec 8.1)`, async ({ request }) => {
      const prefix = locale === 'es' ? '/es' : '';
      const [invalid, unmatched] = locale === 'es' ? ['No se encuentra la página: ', 'Página no encontrada: '] : ['Page Not Found: ', 'Page not found: '];
      const offices = locale === 'es' ? '/oficinas-y-personas' : '/offices-and-people';
      for (const path of [`${prefix}/yachts-for-charter/page/99/?x=1`, `${prefix}/yacht-for-charter/no-such-yacht/`, `${prefix}${offices}/atlantis/?from=map`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        expect(textOf(await response.text(), 'h2'), path).toBe(`${invalid}${path}`);
      }
      const response = await request.get(`${prefix}/no-such-page/?x=1`);
      expect(response.status()).toBe(404);
      expect(textOf(await response.text(), 'h2')).toBe(`${unmatched}${prefix}/no-such-page/`);
    });

    test(`the 'form plus broker' button and the office map are on demo pages, ${locale} (spec 2.13, 2.16)`, async ({ request }) => {
      const broker = await (await request.get(publicPath('/contact-a-yacht-broker', locale))).text();
      const button = [...broker.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).find((tag) => attribute(tag, 'data-drawer-broker') === 'true');
      expect(button).toBeDefined();
      expect(attribute(button ?? '', 'data-drawer')).toBe('form');
      // The crew contact page's office map: its headline and its own office chooser beside the footer's.
      const crew = await (await request.get(publicPath('/contact-a-crew-specialist', locale))).text();
      const selects = (html: string) => [...html.matchAll(/<select\b/g)].length;
      const career = await (await request.get(publicPath('/career', locale))).text();
      expect([...crew.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''))).toContain(locale === 'es' ? 'Oficinas de tripulación' : 'Crew offices');
      expect(selects(crew)).toBe(selects(career) + 1);
    });
  }
});
