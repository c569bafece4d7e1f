/**
 * Element schemas for component modules, with messages written for editors, and the small
 * readers toProps uses on parsed elements. Everything here is representable in JSON Schema
 * (patterns, enums), so the exported JSON Schemas check what zod checks.
 */
import { z } from 'zod';
import { BACKGROUND_DEFAULT, type Background } from './constants/component-defaults';
import { customElement, modularContentElement, multipleChoiceElement, numberElement, richTextElement, taxonomyElement, textElement } from './kontent';
import type { Locale } from './constants/locale';
import { embeddedJsonSchema, jsonDocument } from './json-document';
import { damValueSchema, rawMediaItemSchema, toMediaItem, type MediaItem } from './media';

/** Kontent's element types as its editors see them in the content model. */
const ELEMENT_TYPE_NAMES: Record<string, string> = {
  text: 'a text',
  rich_text: 'a rich text',
  number: 'a number',
  date_time: 'a date & time',
  multiple_choice: 'a multiple choice',
  taxonomy: 'a taxonomy',
  url_slug: 'a URL slug',
  modular_content: 'a linked items',
  asset: 'an asset',
  custom: 'a custom',
  subpages: 'a subpages',
};

const elementTypeName = (type: string): string => ELEMENT_TYPE_NAMES[type] ?? `a '${type}'`;

/**
 * An element whose type was changed in the CMS: one sentence naming both types, e.g. "is a rich
 * text element; the content model expects a text element" (the renderer and the validate CLI say it alike).
 */
export const wrongElementType = (found: string, expected: string): string => `is ${elementTypeName(found)} element; the content model expects ${elementTypeName(expected)} element`;

const ofType = <T extends string>(type: T) => z.literal(type, { error: `This element must be of type '${type}'; the content type differs from the model` });

/** Text that must not be empty, e.g. requiredText('Headline text is required'). */
export const requiredText = (message: string) => z.object({ ...textElement.shape, type: ofType('text'), value: z.string({ error: message }).regex(/\S/, message) }, { error: message });

export const text = () => textElement.extend({ type: ofType('text') });

/** Not just whitespace, '<p><br></p>' or '&nbsp;': what Kontent sends for a cleared element. */
export const NON_EMPTY_RICH_TEXT = /^(?!(\s|<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$)/;

export const requiredRichText = (message: string) =>
  z.object(
    {
      ...richTextElement.shape,
      type: ofType('rich_text'),
      value: z.string({ error: message }).regex(NON_EMPTY_RICH_TEXT, message),
    },
    { error: message },
  );

export const richText = () => richTextElement.extend({ type: ofType('rich_text') });

export const requiredNumber = (message: string) => z.object({ ...numberElement.shape, type: ofType('number'), value: z.number({ error: message }) }, { error: message });

export const number = () => numberElement.extend({ type: ofType('number') });

/** A multiple_choice element whose options must be among `options`. */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, options: T) =>
  multipleChoiceElement.extend({
    type: ofType('multiple_choice'),
    value: z.array(
      z.object({
        name: z.string(),
        codename: z.enum(options, { error: `${label} must be one of: ${options.join(', ')}` }),
      }),
    ),
  });

/**
 * A taxonomy element whose terms come from `group`: an element bound to another group in the CMS
 * hands over terms the site cannot read (a department that is a page type).
 */
export const taxonomy = (group: string) =>
  taxonomyElement.extend({
    taxonomy_group: z.literal(group, { error: `The terms come from another taxonomy group; the content model expects terms of '${group}'` }),
  });

/** A yes/no flag: the single option 'yes' (schema/README.md). */
export const flag = (label: string) => choice(label, ['yes']);

export const linkedItems = () => modularContentElement.extend({ type: ofType('modular_content') });

/** Says, in the JSON Schemas, what the JSON string of a DAM element holds (the validate CLI asserts it). */
const damContent = {
  contentMediaType: 'application/json',
  contentSchema: embeddedJsonSchema(z.array(rawMediaItemSchema)),
};

/** A DAM reference: a custom element holding a JSON list of media items (spec 3.6). */
export const dam = () =>
  customElement.extend({ type: ofType('custom'), value: damValueSchema.meta(damContent) }).meta({
    description: 'DAM media: value is a JSON string holding an array of media items (spec 3.6)',
  });

/** A custom element holding a JSON document that `schema` accepts (spec 3.3 yacht data). */
export const jsonElement = <S extends z.ZodType>(schema: S, label: string) => customElement.extend({ type: ofType('custom'), value: jsonDocument(schema, label) });

/** Spec 3.2: any component may carry background_color__options; any option other than grey is white. */
export const background = () => multipleChoiceElement.extend({ type: ofType('multiple_choice') });

/** A multiple_choice element read case-insensitively by toProps (e.g. the office type, spec 3.8). */
export const multipleChoice = () => multipleChoiceElement.extend({ type: ofType('multiple_choice') });

// Readers used by toProps on parsed elements.

/** The first chosen option (spec 3.10: "the first codename"), or the default. */
export const firstChoice = <T extends string>(element: { value: readonly { codename: T }[] } | undefined, fallback: NoInfer<T>): T => element?.value[0]?.codename ?? fallback;

export const isYes = (element: { value: readonly { codename: string }[] } | undefined): boolean => element?.value.some((option) => option.codename === 'yes') ?? false;

/** Trimmed text, or null when the element is absent or blank. */
export const optionalText = (element: { value: string } | undefined): string | null => (element?.value.trim() ? element.value.trim() : null);

export const toBackground = (element: { value: readonly { codename: string }[] } | undefined): Background =>
  element?.value.some((option) => option.codename === 'grey') ? 'grey' : BACKGROUND_DEFAULT;

export const firstMedia = (element: { value: Parameters<typeof toMediaItem>[0][] } | undefined, locale: Locale): MediaItem | null => {
  const raw = element?.value[0];
  return raw ? toMediaItem(raw, locale) : null;
};
