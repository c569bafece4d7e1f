import { devices, expect, test } from '@playwright/test';
import { templatePages } from '../../tools/bench/templates';
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };

// Spec 1 (two languages): a Spanish page shows none of the site's own English words. Every message
// whose Spanish differs is looked for, as a whole phrase, in the text and the names (alt, title,
// aria-label, placeholder) of every template's Spanish server HTML. Content from the CMS (a yacht's
// model, an office's name) is the editors' and is not checked, nor postal addresses (written as the
// post writes them: 'Singapore 098375'); the words the code writes are.
const BROWSER_AGENT = devices['Desktop Chrome'].userAgent;

type Messages = { [key: string]: string | Messages };
const flat = (messages: Messages, prefix = ''): Array<[string, string]> =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`)));

const spanish = new Map(flat(es as Messages));
// Phrases long enough to be the site's words rather than a name content shares ('Yacht' in 'Monaco Yacht Show', the
// main menu's English 'Charter' and 'Crew' of spec 1), and whole (no {placeholders}).
const englishOnly = flat(en as Messages).filter(([key, value]) => value.length >= 8 && !value.includes('{') && /[a-z]/i.test(value) && spanish.get(key) !== value);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('Spanish pages speak Spanish (spec 1)', () => {
  test.skip(({ isMobile }) => isMobile, 'the server HTML is the same for every device: checked once');

  test('no template’s Spanish page shows an English message of the site', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const pages = (await templatePages(baseURL ?? '')).filter((page) => page.locale === 'es');
    expect(pages.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const page of pages) {
      const html = await (await request.get(page.path, { headers: { 'user-agent': BROWSER_AGENT }, maxRedirects: 0 })).text();
      const markup = html
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<style[\s\S]*?<\/style>/g, '')
        .replace(/<address[\s\S]*?<\/address>/g, '');
      const body = markup.slice(markup.indexOf('<body'));
      const shown = decode(`${body.replace(/<[^>]+>/g, ' ')} ${[...body.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map((match) => match[1]).join(' ')}`);
      for (const [key, phrase] of englishOnly) {
        if (new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, 'u').test(shown)) found.push(`${page.template} ${page.path}: "${phrase}" (${key})`);
      }
    }
    expect(found).toEqual([]);
  });
});
