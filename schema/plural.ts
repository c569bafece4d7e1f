/**
 * Counts in words in an island (spec 2.1): a count's message arrives as its plural forms, made on
 * the server from the ICU message (schema/plural-forms.ts), so no ICU parser reaches the browser.
 * Its own module, so islands that only fill placeholders (schema/words.ts) load no number formats.
 */
import { numberFormat, pluralRules } from './intl-format';
import { fill } from './words';

/**
 * One form per plural category of the message's language (CLDR, as Intl.PluralRules names them),
 * `#` where the count goes, other {placeholders} left to fill. A category whose form equals
 * `other` is left out.
 */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** The form the locale's rules pick for `count`, `#` in the locale's digits, then the other {placeholders}. */
export const plural = (forms: PluralForms, locale: string, count: number, values: Readonly<Record<string, string | number>> = {}): string =>
  fill((forms[pluralRules(locale, {}).select(count)] ?? forms.other).replaceAll('#', numberFormat(locale, {}).format(count)), values);
