/**
 * One set of facts in the demo content: wherever a page's text names an office's phone, address or
 * opening hours, or counts offices, it says what the office items say; a yacht's tax label and
 * price suffix agree. The built pages are read the same way in site/e2e/office-facts.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hourRangesIn, taxWordsAgree, unknownHours, unknownPhones, wrongAddresses, wrongCounts, type KnownFacts } from '../../testing/facts';
import { yachtApiSchema } from '../../schema/yacht/api';
import { priceSuffix, taxLabelKey } from '../../schema/yacht/tax';
import { PRICE_SUFFIXES, type PriceSuffixKey } from '../../schema/constants/currency';
import { generateCatalogue } from './catalogue/index';
import { createMediaStore } from './images';
import type { Elements, ItemSpec, LanguageCodename } from './kontent';
import { generatePages } from './pages/index';
import { createContext } from './seed-core';

const { ctx, items } = createContext(1, 60, createMediaStore().factory);
generateCatalogue(ctx);
generatePages(ctx);
const LANGS: LanguageCodename[] = ['en', 'es'];

const value = (elements: Elements | undefined, name: string): string => {
  const v = elements?.[name]?.value;
  return typeof v === 'string' ? v : '';
};
const known = (lang: LanguageCodename): KnownFacts => ({
  offices: items
    .filter((i) => i.type === 'office')
    .map((i) => {
      const e = i.variants[lang];
      return {
        name: value(e, 'name'),
        type: JSON.stringify(e?.type?.value ?? '').includes('tcn') ? ('crew' as const) : ('brokerage' as const),
        address: value(e, 'address')
          .replace(/<\/?p>/g, '')
          .split('<br>'),
        phone: value(e, 'phone'),
        fax: value(e, 'fax'),
        hours: value(e, 'opening_hours'),
      };
    }),
  personPhones: items.filter((i) => i.type === 'person').flatMap((i) => [value(i.variants[lang], 'main_phone'), value(i.variants[lang], 'mobile_phone')]),
  personHours: items.filter((i) => i.type === 'person').map((i) => value(i.variants[lang], 'working_hours_seo')),
});

/** What a page built from an item says: its text and rich text (components inside included), never its code. */
const storedElement = z.object({
  type: z.string(),
  value: z.unknown(),
  components: z.array(z.object({ elements: z.record(z.string(), z.unknown()) })).optional(),
});
const textsOf = (elements: Record<string, unknown>): string[] =>
  Object.values(elements).flatMap((raw) => {
    const element = storedElement.safeParse(raw);
    if (!element.success) return [];
    const { type, value, components = [] } = element.data;
    const own = (type === 'text' || type === 'rich_text') && typeof value === 'string' ? [value] : [];
    return [...own, ...components.flatMap((c) => textsOf(c.elements))];
  });
/**
 * Items whose text a page shows as copy: not the office and person items the facts come from, nor an
 * event's page and venue, whose address is the venue's (a show on the quay beside an office).
 */
const EVENT_VENUES = /^(page_yachting_events_|map_destination_venue_)/;
const copyItems = (): ItemSpec[] => items.filter((i) => i.type !== 'office' && i.type !== 'person' && i.type !== 'yacht' && !EVENT_VENUES.test(i.codename));

describe('one set of facts in the demo content (spec 3.8, 9.7, 9.1)', () => {
  it('the demo has the offices of spec 9.7, each with one opening-hours range (spec 9.7)', () => {
    for (const lang of LANGS) {
      const facts = known(lang);
      expect(facts.offices.filter((o) => o.type === 'brokerage')).toHaveLength(16);
      expect(facts.offices.filter((o) => o.type === 'crew')).toHaveLength(4);
      for (const office of facts.offices) expect(hourRangesIn(office.hours), office.name).toHaveLength(1);
    }
  });

  it('copy names office phones, addresses and opening hours as the office items do, in both languages (spec 3.8)', () => {
    for (const lang of LANGS) {
      const facts = known(lang);
      const problems = copyItems().flatMap((item) => {
        const elements = item.variants[lang];
        if (!elements) return [];
        const text = textsOf(elements).join('\n');
        const found = [...unknownPhones(text, facts), ...wrongAddresses(text, facts), ...unknownHours(text, facts)];
        return found.length ? [`${item.codename}: ${found.join('; ')}`] : [];
      });
      expect(problems, lang).toEqual([]);
    }
  });

  it('copy that counts offices says sixteen brokerage and four crew-network offices, in both languages (spec 9.7)', () => {
    for (const lang of LANGS) {
      const facts = known(lang);
      const problems = copyItems().flatMap((item) => {
        const elements = item.variants[lang];
        return elements ? wrongCounts(textsOf(elements).join('\n'), facts).map((c) => `${item.codename}: ${c.phrase}`) : [];
      });
      expect(problems, lang).toEqual([]);
    }
  });

  it('each yacht’s tax label agrees with its price suffix, in both languages (spec 9.1)', () => {
    const keys = Object.keys(PRICE_SUFFIXES).filter((key): key is PriceSuffixKey => key in PRICE_SUFFIXES);
    const suffixKey = (suffix: string | null): PriceSuffixKey | null => keys.find((key) => PRICE_SUFFIXES[key] === suffix) ?? null;
    let sold = 0;
    for (const lang of LANGS) {
      for (const item of items.filter((i) => i.type === 'yacht')) {
        const api = yachtApiSchema.parse(JSON.parse(value(item.variants[lang], 'api_data')));
        if (!api.priceFormatted) continue;
        sold += 1;
        expect(taxWordsAgree(taxLabelKey(api), suffixKey(priceSuffix(api))), `${item.codename} ${lang}: ${api.priceFormatted}`).toBe(true);
      }
    }
    expect(sold).toBeGreaterThan(20);
  });
});
