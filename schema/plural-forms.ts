/**
 * A count's ICU message (`{legs, plural, one {# leg} other {# legs}}`) turned into the PluralForms an
 * island chooses from: next-intl formats the message once per plural category of the locale with a
 * count of that category, and that count's digits become `#`. The caller passes the message's other
 * placeholders as themselves (`nm: '{nm}'`), so they stay for the island to fill.
 */
import { numberFormat, pluralRules } from './intl-format';
import type { PluralForms } from './plural';

/** Whole counts to try, small ones first; a million for the `many` of Spanish, French or Italian (CLDR 42+). */
const SAMPLES = [2, 3, 1, 0, ...Array.from({ length: 196 }, (_, i) => i + 4), 1_000_000];

export const pluralForms = (locale: string, format: (count: number) => string): PluralForms => {
  const rules = pluralRules(locale, {});
  const digits = numberFormat(locale, {});
  const formOf = (count: number): string => format(count).replaceAll(digits.format(count), '#');
  const sample = (category: Intl.LDMLPluralRule): number | undefined => SAMPLES.find((n) => rules.select(n) === category);
  const other = formOf(sample('other') ?? 2);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const count = category === 'other' ? undefined : sample(category);
    if (count === undefined) continue; // a category only fractions take: counts never need it
    const form = formOf(count);
    if (form !== other) forms[category] = form;
  }
  return { ...forms, other };
};
