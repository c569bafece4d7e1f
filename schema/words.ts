/**
 * The site's words as components see them (spec 2.1): next-intl's translator over the site's
 * messages. The shape of the messages is next-intl's `Messages`, which site/i18n/messages.ts
 * registers from site/messages/en.json (next-intl's AppConfig); so every layer can name a key with
 * its type checked, while only site/ reads the files and builds the translator for a locale.
 */
import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl';
import { numberFormat, pluralRules } from './intl-format';

/** A translator for one locale: `t('gallery.title')`, `t('yacht.brochureLabel', { name })`. */
export type Translator = ReturnType<typeof createTranslator<Messages>>;

/** A group of messages (`'yacht'`, `'yachtList.card'`). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The messages of a group as they are in en.json: what a server component hands its islands. */
export type Words<N extends Namespace> = NestedValueOf<Messages, N>;

/**
 * A group's messages, unformatted, for an island: a client component cannot take the translator,
 * so its server parent hands it the strings it shows (templates keep their {placeholders}, see fill;
 * a message with a count arrives as its PluralForms instead, see WithPlurals).
 */
export const wordsOf = <N extends Namespace>(t: Translator, namespace: N): Words<N> =>
  (t.raw as unknown as (key: string) => Words<N>)(namespace);

/** A fixed value's word from a group of messages keyed by it (a page type, an amenity); `fallback` when the group lacks it. */
export const wordOf = (group: Readonly<Record<string, string>>, key: string, fallback: string): string =>
  Object.hasOwn(group, key) ? (group[key] ?? fallback) : fallback;

/** Puts values into a message's {placeholders}, in islands, which get templates rather than a translator. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

/**
 * A count's message as an island gets it: one form per plural category of its language (CLDR, as
 * Intl.PluralRules names them), `#` where the count goes, other {placeholders} left to fill. The
 * server makes it from the ICU message (schema/plural-forms.ts), so no ICU parser reaches the browser.
 * A category whose form equals `other` is left out.
 */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** A group's words for an island, its count messages (`K`) as PluralForms. */
export type WithPlurals<W, K extends keyof W> = Omit<W, K> & { readonly [P in K]: PluralForms };

/** A count in words in an island: the form the locale's rules pick for `count`, `#` in its digits, then the other {placeholders}. */
export const plural = (forms: PluralForms, locale: string, count: number, values: Readonly<Record<string, string | number>> = {}): string =>
  fill((forms[pluralRules(locale, {}).select(count)] ?? forms.other).replaceAll('#', numberFormat(locale, {}).format(count)), values);
