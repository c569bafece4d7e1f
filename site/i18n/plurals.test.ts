import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pluralForms } from '../../schema/plural-forms';
import { plural } from '../../schema/plural';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import { MESSAGES, translatorFor } from './translator';

const leaves = (messages: object, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] => (typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]]));

/** A message's arguments: `{name}` and `{name, plural, …}` (a plural's branches, `{# legs}`, are no argument). */
const argumentsOf = (message: string): { name: string; kind: string }[] => [...message.matchAll(/\{(\w+)(?:\}|,\s*(\w+))/g)].map((m) => ({ name: m[1] ?? '', kind: m[2] ?? 'text' }));

/** Placeholders the site fills with a number. */
const NUMERIC = new Set(['year', 'seconds', 'page', 'pages', 'count', 'index', 'total', 'number', 'minutes', 'n', 'max', 'nm', 'legs', 'hours', 'speed', 'range', 'day']);
/** Placeholders the site fills with words (a name, a link, a formatted amount with its unit). */
const TEXT = new Set([
  'item',
  'brand',
  'url',
  'path',
  'name',
  'app',
  'title',
  'builder',
  'alt',
  'names',
  'ids',
  'view',
  'value',
  'unit',
  'currency',
  'label',
  'query',
  'place',
  'from',
  'to',
  'missing',
  'link',
  'network',
  'fullPath',
]);

/** Numbers a visitor reads that count no things, so they take no plural form: `message key: placeholder`. */
const NOT_COUNTS = {
  /** A year. */
  years: ['footer.copyright: year', 'yacht.labels.refit: year'],
  /** A place in a sequence and its length: "Page 2 of 5", "Day 3", "Slide 1 of 4", "Episode 12". */
  positions: [
    'brochure.page: page',
    'brochure.page: pages',
    'yachtList.pager.page: page',
    'yachtList.pager.title: page',
    'yachtList.pager.title: count',
    'gallery.open: index',
    'gallery.open: total',
    'gallery.counter: index',
    'gallery.counter: total',
    'search.page: page',
    'search.of: number',
    'podcast.episode: number',
    'itineraryBuilder.stopLabel: n',
    'itineraryBuilder.dayLeg: day',
    'itineraryBuilder.messageLeg: day',
    'heroSlider.slide: n',
    'heroSlider.slide: count',
    // "2 legs need attention …, of 5 in all": the total beside the plural names no noun.
    'itineraryBuilder.checkProblems: legs',
  ],
  /** A size with its unit symbol, the same for one and many: "1 nm", "3.5 h", "12 kn", "1 min". */
  sizes: [
    'podcast.minutes: minutes',
    'author.readingTime: minutes',
    'itineraryBuilder.leg: nm',
    'itineraryBuilder.leg: hours',
    'itineraryBuilder.total: nm',
    'itineraryBuilder.speedFromYacht: speed',
    'itineraryBuilder.yachtOption: speed',
    'itineraryBuilder.yachtOption: range',
    'itineraryBuilder.checkOk: range',
    'itineraryBuilder.checkOk: day',
    'itineraryBuilder.checkOk: speed',
    'itineraryBuilder.checkProblems: range',
    'itineraryBuilder.checkProblems: speed',
    'itineraryBuilder.checkProblems: day',
    'itineraryBuilder.messageLeg: nm',
    'itineraryBuilder.messageLeg: hours',
  ],
};
const notCounts = new Set(Object.values(NOT_COUNTS).flat());

/** Every message with a plural, in both languages: [locale, key, message, the counted argument]. */
const plurals = LOCALES.flatMap((locale) =>
  leaves(MESSAGES[locale]).flatMap(([key, message]) => argumentsOf(message).flatMap(({ name, kind }) => (kind === 'plural' ? [{ locale, key, message, count: name }] : []))),
);

/** Words for a message's other placeholders: next-intl fills them, and the island's forms keep them as `{name}`. */
const othersOf = (message: string, count: string) => Object.fromEntries(argumentsOf(message).flatMap(({ name }) => (name === count ? [] : [[name, `«${name}»`]])));

/** next-intl over one message; an error (a malformed plural, a missing value) throws instead of showing the key. */
const formatterOf = (locale: Locale, message: string) => {
  const t = createTranslator({
    locale,
    messages: { message },
    onError: (error) => {
      throw error;
    },
  });
  return (values: Record<string, string | number>) => t('message', values);
};

describe('counts in words (spec 2.1)', () => {
  it('every message with a numeric placeholder, in en and es, makes it an ICU plural or names it on the allowlist', () => {
    const unexplained: string[] = [];
    for (const locale of LOCALES) {
      for (const [key, message] of leaves(MESSAGES[locale])) {
        const pluralArgs = new Set(argumentsOf(message).flatMap(({ name, kind }) => (kind === 'plural' ? [name] : [])));
        for (const { name } of argumentsOf(message)) {
          expect(NUMERIC.has(name) || TEXT.has(name), `${locale} ${key}: is {${name}} a number or words? Add it to NUMERIC or TEXT`).toBe(true);
          if (NUMERIC.has(name) && !pluralArgs.has(name) && !notCounts.has(`${key}: ${name}`)) unexplained.push(`${locale} ${key}: {${name}}`);
        }
      }
    }
    expect(unexplained, 'a count a visitor reads needs its plural forms').toEqual([]);
  });

  it('the allowlist names only placeholders that exist and are no plural', () => {
    const present = new Set(leaves(en).flatMap(([key, message]) => argumentsOf(message).flatMap(({ name, kind }) => (kind === 'plural' ? [] : [`${key}: ${name}`]))));
    expect([...notCounts].filter((entry) => !present.has(entry))).toEqual([]);
  });

  it('Spanish has the plural forms CLDR gives it for whole counts: one, many (a million) and other', () => {
    const rules = new Intl.PluralRules('es');
    expect([0, 1, 2, 1_000_000].map((n) => rules.select(n))).toEqual(['other', 'one', 'other', 'many']);
    expect(new Intl.PluralRules('en').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
  });

  it.each(plurals)('$locale $key renders with 0, 1, 2 and a million, with an `other` form', ({ locale, message, count }) => {
    expect(message).toMatch(new RegExp(`\\{${count}, plural,.*\\bother \\{`));
    const format = formatterOf(locale, message);
    const others = othersOf(message, count);
    for (const n of [0, 1, 2, 1_000_000]) {
      const text = format({ ...others, [count]: n });
      expect(text, `${n}`).not.toMatch(/[{}]|plural/);
    }
  });

  it.each(plurals)('$locale $key reads the same in an island (its plural forms) as next-intl writes it', ({ locale, message, count }) => {
    const format = formatterOf(locale, message);
    const others = othersOf(message, count);
    const forms = pluralForms(locale, (n) => format({ ...Object.fromEntries(Object.keys(others).map((name) => [name, `{${name}}`])), [count]: n }));
    for (const n of [0, 1, 2, 3, 5, 11, 21, 101, 1_000, 1_000_000, 2_000_000]) {
      expect(plural(forms, locale, n, others), `${n}`).toBe(format({ ...others, [count]: n }));
    }
  });

  it('reads right in both languages: one leg, one convertible cabin, one yacht found', () => {
    const t = { en: translatorFor('en'), es: translatorFor('es') };
    expect(t.en('itineraryBuilder.total', { nm: '546', legs: 1 })).toBe('546 nm in 1 leg');
    expect(t.en('itineraryBuilder.total', { nm: '546', legs: 2 })).toBe('546 nm in 2 legs');
    expect(t.es('itineraryBuilder.total', { nm: '546', legs: 1 })).toBe('546 mn en 1 tramo');
    expect(t.es('yacht.spec.cabinKinds.convertible', { count: 1 })).toBe('1 convertible');
    expect(t.es('yacht.spec.cabinKinds.convertible', { count: 2 })).toBe('2 convertibles');
    expect(t.es('yacht.spec.cabinKinds.double', { count: 1 })).toBe('1 doble');
    expect(t.es('search.found', { number: 1 })).toBe('1 encontrado');
    expect(t.es('search.found', { number: 0 })).toBe('0 encontrados');
    expect(t.en('search.found', { number: 1234 })).toBe('Found 1,234');
    expect(t.en('itineraryBuilder.status', { count: 1 })).toBe('1 place on the route');
    expect(t.en('catalogue.grid.viewAll', { count: 1 })).toBe('View the 1 yacht');
    expect(t.es('gallery.viewAll', { count: 1 })).toBe('Ver la foto');
    expect(t.en('forms.refused.rateLimited', { seconds: 1 })).toContain('in 1 second.');
  });
});
