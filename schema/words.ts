/**
 * The site's words as components see them (spec 2.1): next-intl's translator over the site's
 * messages. The shape of the messages is next-intl's `Messages`, which site/i18n/messages.ts
 * registers from site/messages/en.json (next-intl's AppConfig); so every layer can name a key with
 * its type checked, while only site/ reads the files and builds the translator for a locale.
 */
import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl';
import type { PluralForms } from './plural';

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
export const wordsOf = <N extends Namespace>(t: Translator, namespace: N): Words<N> => (t.raw as unknown as (key: string) => Words<N>)(namespace);

/** A fixed value's word from a group of messages keyed by it (a page type, an amenity); `fallback` when the group lacks it. */
export const wordOf = (group: Readonly<Record<string, string>>, key: string, fallback: string): string => (Object.hasOwn(group, key) ? (group[key] ?? fallback) : fallback);

/** Puts values into a message's {placeholders}, in islands, which get templates rather than a translator. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

/** A group's words for an island, its count messages (`K`) as PluralForms (schema/plural.ts). */
export type WithPlurals<W, K extends keyof W> = Omit<W, K> & { readonly [P in K]: PluralForms };
