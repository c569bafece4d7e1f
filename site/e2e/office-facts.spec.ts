/**
 * One set of facts on the built site: every page that shows office facts, in both languages, names
 * each office's address, phone and opening hours as its office item does, counts offices as spec
 * 9.7 does, and each yacht's tax label agrees with its price suffix (spec 9.1).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };
import type { PriceSuffixKey, TaxLabelKey } from '../../schema/constants/currency';
import { taxWordsAgree, unknownHours, unknownPhones, wrongAddresses, wrongCounts, type KnownFacts } from '../../testing/facts';

const LOCALES = ['en', 'es'] as const;
type Locale = (typeof LOCALES)[number];

const element = z.looseObject({ value: z.unknown() });
const items = z
  .array(z.object({ system: z.looseObject({ type: z.string(), language: z.string() }), elements: z.record(z.string(), element) }))
  .parse(JSON.parse(readFileSync('.data/content/items.published.json', 'utf8')));
const text = (elements: Record<string, { value: unknown }>, name: string): string => {
  const value = elements[name]?.value;
  return typeof value === 'string' ? value : '';
};

/** The facts of the office and person items, as the content holds them. */
const known = (locale: Locale): KnownFacts => {
  const of = (type: string) => items.filter((i) => i.system.type === type && i.system.language === locale);
  return {
    offices: of('office').map(({ elements: e }) => ({
      name: text(e, 'name'),
      type: JSON.stringify(e.type?.value).includes('tcn') ? 'crew' : 'brokerage',
      address: text(e, 'address')
        .replace(/<\/?p>/g, '')
        .split('<br>'),
      phone: text(e, 'phone'),
      fax: text(e, 'fax'),
      hours: text(e, 'opening_hours'),
    })),
    personPhones: of('person').flatMap(({ elements: e }) => [text(e, 'main_phone'), text(e, 'mobile_phone')]),
    personHours: of('person').map(({ elements: e }) => text(e, 'working_hours_seo')),
  };
};

/** What a visitor reads: the body's text, with tel: links, without scripts and styles. */
const readable = (html: string): string => {
  const body = html.slice(html.indexOf('<body'));
  const tels = [...body.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]).join(' ');
  const words = body
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ');
  return `${words} ${tels}`;
};

/** The whole div that starts with `start`, nested divs included. */
const elementAt = (html: string, start: string): string | null => {
  const from = html.indexOf(start);
  if (from === -1) return null;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = from;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, tag.index + tag[0].length);
  }
  return null;
};

const routes = async (request: APIRequestContext) => z.object({ pages: z.object({ en: z.array(z.string()), es: z.array(z.string()) }) }).parse(await (await request.get('/api/routes/')).json()).pages;
const publicPath = (slug: string, locale: Locale) => `${locale === 'es' ? '/es' : ''}${slug === '/' ? '' : slug}/`;

/** The pages that show office facts: home, about, contact, the offices and each office, crew contact, privacy. */
const OFFICE_PAGES = ['/', '/about', '/contact-superyacht-company', '/contact-a-crew-specialist', '/privacy-policy'];
const isOfficePage = (slug: string) => OFFICE_PAGES.includes(slug) || /^\/(offices-and-people|oficinas-y-personas)(\/[^/]+)?$/.test(slug);

test.describe('one set of facts (spec 3.8, 9.7, 9.1)', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML on every device: read once');

  for (const locale of LOCALES) {
    test(`office addresses, phones, hours and counts agree with the office items on every page that shows them, ${locale} (spec 3.8, 9.7)`, async ({ request }) => {
      test.setTimeout(240_000);
      const facts = known(locale);
      expect(facts.offices).toHaveLength(20);
      const slugs = (await routes(request))[locale].filter(isOfficePage);
      expect(slugs.length).toBeGreaterThanOrEqual(OFFICE_PAGES.length + 20);
      const problems: string[] = [];
      for (const slug of slugs) {
        const path = publicPath(slug, locale);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const page = readable(await response.text());
        const found = [
          ...unknownPhones(page, facts).map((p) => `phone ${p}`),
          ...wrongAddresses(page, facts).map((a) => `address ${a}`),
          ...unknownHours(page, facts).map((h) => `hours ${h}`),
          ...wrongCounts(page, facts).map((c) => `count "${c.phrase}"`),
        ];
        problems.push(...found.map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });

    test(`the head office's address, phone and hours on the contact page are its office item's, ${locale} (spec 3.8)`, async ({ request }) => {
      const head = items.find((i) => i.system.type === 'office' && i.system.language === locale && JSON.stringify(i.elements.head_office?.value).includes('yes'));
      expect(head).toBeDefined();
      const e = head?.elements ?? {};
      const page = readable(await (await request.get(publicPath('/contact-superyacht-company', locale))).text());
      for (const fact of [
        ...text(e, 'address')
          .replace(/<\/?p>/g, '')
          .split('<br>'),
        text(e, 'phone'),
        text(e, 'opening_hours'),
      ])
        expect(page).toContain(fact);
    });

    test(`each yacht's tax label agrees with its price suffix, ${locale} (spec 9.1)`, async ({ request }) => {
      test.setTimeout(240_000);
      const words = locale === 'es' ? es.yacht : en.yacht;
      const keyOf = <K extends string>(table: Record<K, string>, shown: string): K | undefined =>
        Object.keys(table)
          .filter((k): k is K => k in table)
          .find((k) => table[k] === shown);
      const slugs = (await routes(request))[locale].filter((s) => s.startsWith('/yacht-for-sale/'));
      expect(slugs.length).toBeGreaterThan(10);
      let withSuffix = 0;
      for (const slug of slugs) {
        const html = await (await request.get(publicPath(slug, locale))).text();
        const block = elementAt(html, '<div data-hero-price="">');
        if (!block) continue;
        const paragraphs = [...block.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) =>
          (m[1] ?? '')
            .replace(/<[^>]+>/g, '')
            .replace(/&amp;/g, '&')
            .trim(),
        );
        const label = keyOf<TaxLabelKey>(words.tax, paragraphs[0] ?? '');
        expect(label, `${slug}: label "${paragraphs[0]}"`).toBeDefined();
        const suffix =
          paragraphs
            .slice(1)
            .map((p) => keyOf<PriceSuffixKey>(words.priceSuffix, p))
            .find((k) => k !== undefined) ?? null;
        if (suffix) withSuffix += 1;
        expect(label && taxWordsAgree(label, suffix), `${slug}: ${paragraphs.join(' | ')}`).toBe(true);
      }
      expect(withSuffix).toBeGreaterThan(0);
    });
  }
});
