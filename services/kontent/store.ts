/**
 * The content store behind the local Delivery API (spec 7.1): the demo content as the generator
 * writes it to disk, validated with zod and indexed by codename, language and type so queries over
 * thousands of items stay fast.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { readItemIndex, variantReader, type IndexEntry } from './item-index';
import { withCodeModel } from './model';
import { itemsFileSchema, manifestSchema, taxonomiesFileSchema, typesFileSchema, type ContentType, type Manifest, type TaxonomyGroup, type Variant } from './store-schema';

export type { ContentType, Element, Language, Manifest, TaxonomyGroup, Variant } from './store-schema';

/** An item's variants by language (a Map, or read on demand from an indexed file). */
export type LanguageVariants = { get(language: string): Variant | undefined; keys(): Iterable<string> };
export type VariantLookup = { has(codename: string): boolean; get(codename: string): LanguageVariants | undefined };

/** One set of items (published or preview), indexed. */
export type ItemSet = {
  /** Every item codename, sorted: the API's default order. */
  codenames: readonly string[];
  /** codename -> language -> variant */
  variants: VariantLookup;
  /** type codename -> item codenames, sorted */
  byType: ReadonlyMap<string, readonly string[]>;
};

export type ContentStore = {
  manifest: Manifest;
  types: readonly ContentType[];
  typeByCodename: ReadonlyMap<string, ContentType>;
  taxonomies: readonly TaxonomyGroup[];
  taxonomyByCodename: ReadonlyMap<string, TaxonomyGroup>;
  /** element codename -> the element types content types declare for it */
  elementTypes: ReadonlyMap<string, ReadonlySet<string>>;
  published: ItemSet;
  /** Drafts: read on the first preview request when loaded from files, since most instances serve none. */
  readonly preview: ItemSet;
};

export const STORE_FILES = {
  manifest: 'manifest.json',
  types: 'types.json',
  taxonomies: 'taxonomies.json',
  published: 'items.published.json',
  preview: 'items.preview.json',
} as const;

export type StoreInput = {
  manifest: z.input<typeof manifestSchema>;
  types: z.input<typeof typesFileSchema>;
  taxonomies: z.input<typeof taxonomiesFileSchema>;
  published: z.input<typeof itemsFileSchema>;
  preview: z.input<typeof itemsFileSchema>;
};

/** Bad store data: the message names the file and the path of each problem. */
export class ContentStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentStoreError';
  }
}

const formatPath = (path: readonly PropertyKey[]): string => (path.length === 0 ? '(root)' : path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join(''));

const labelSchema = z.object({ system: z.object({ codename: z.string(), language: z.string().optional() }) });

/** " (item 'x', es)" for a problem inside an item array, so editors find the item among thousands. */
const itemLabel = (data: unknown, index: PropertyKey | undefined): string => {
  if (typeof index !== 'number' || !Array.isArray(data)) return '';
  const parsed = labelSchema.safeParse(data[index]);
  if (!parsed.success) return '';
  const { codename, language } = parsed.data.system;
  return ` (item '${codename}'${language ? `, ${language}` : ''})`;
};

const parseFile = <T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> => {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.slice(0, 10).map((issue) => `  ${formatPath(issue.path)}${itemLabel(data, issue.path[0])}: ${issue.message}`);
  const more = result.error.issues.length > 10 ? `\n  … and ${result.error.issues.length - 10} more` : '';
  throw new ContentStoreError(`Invalid content store file ${file}:\n${lines.join('\n')}${more}`);
};

const sortedUnique = (values: Iterable<string>): string[] => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** codename -> language -> T and type -> codenames, refusing unknown languages and duplicate variants. */
const indexSystems = <T>(file: string, members: readonly { system: { codename: string; language: string; type: string }; value: T }[], languages: ReadonlySet<string>) => {
  const byCodename = new Map<string, Map<string, T>>();
  const typeMembers = new Map<string, Set<string>>();
  members.forEach(({ system: { codename, language, type }, value }, index) => {
    if (!languages.has(language)) {
      throw new ContentStoreError(`Invalid content store file ${file}:\n  [${index}].system.language: '${language}' is not a language of manifest.json`);
    }
    const perLanguage = byCodename.get(codename) ?? new Map<string, T>();
    if (perLanguage.has(language)) {
      throw new ContentStoreError(`Invalid content store file ${file}:\n  [${index}].system: item '${codename}' has two '${language}' variants`);
    }
    perLanguage.set(language, value);
    byCodename.set(codename, perLanguage);
    const typed = typeMembers.get(type) ?? new Set<string>();
    typed.add(codename);
    typeMembers.set(type, typed);
  });
  return {
    byCodename,
    codenames: sortedUnique(byCodename.keys()),
    byType: new Map([...typeMembers].map(([type, codenames]) => [type, sortedUnique(codenames)])),
  };
};

const indexItems = (file: string, variants: readonly Variant[], languages: ReadonlySet<string>): ItemSet => {
  const { byCodename, codenames, byType } = indexSystems(
    file,
    variants.map((variant) => ({ system: variant.system, value: variant })),
    languages,
  );
  return { codenames, variants: byCodename, byType };
};

/** An item set over an indexed items file: variants are read when asked for. */
const indexedItems = (file: string, path: string, entries: readonly IndexEntry[], languages: ReadonlySet<string>): ItemSet => {
  const read = variantReader(path, ([codename, language], issues) => new ContentStoreError(`Invalid content store file ${file} (item '${codename}', ${language}):\n  ${issues}`));
  const members = entries.map((entry) => ({ system: { codename: entry[0], language: entry[1], type: entry[2] }, value: entry }));
  const { byCodename, codenames, byType } = indexSystems(file, members, languages);
  return {
    codenames,
    byType,
    variants: {
      has: (codename) => byCodename.has(codename),
      get: (codename) => {
        const perLanguage = byCodename.get(codename);
        if (!perLanguage) return undefined;
        return {
          get: (language) => {
            const entry = perLanguage.get(language);
            return entry && read(entry);
          },
          keys: () => perLanguage.keys(),
        };
      },
    },
  };
};

const indexElementTypes = (types: readonly ContentType[]): Map<string, Set<string>> => {
  const index = new Map<string, Set<string>>();
  for (const type of types) {
    for (const [codename, element] of Object.entries(type.elements)) {
      const set = index.get(codename) ?? new Set<string>();
      set.add(element.type);
      index.set(codename, set);
    }
  }
  return index;
};

type RawStore = Record<keyof typeof STORE_FILES, unknown>;

const indexStore = (raw: RawStore, model: boolean): ContentStore => {
  const manifest = parseFile(STORE_FILES.manifest, manifestSchema, raw.manifest);
  const stored = parseFile(STORE_FILES.types, typesFileSchema, raw.types);
  const types = model ? withCodeModel(stored) : stored;
  const taxonomies = parseFile(STORE_FILES.taxonomies, taxonomiesFileSchema, raw.taxonomies);
  const published = parseFile(STORE_FILES.published, itemsFileSchema, raw.published);
  const preview = parseFile(STORE_FILES.preview, itemsFileSchema, raw.preview);
  const languages = new Set(manifest.languages.map((l) => l.system.codename));
  return {
    manifest,
    types,
    typeByCodename: new Map(types.map((t) => [t.system.codename, t])),
    taxonomies,
    taxonomyByCodename: new Map(taxonomies.map((t) => [t.system.codename, t])),
    elementTypes: indexElementTypes(types),
    published: indexItems(STORE_FILES.published, published, languages),
    preview: indexItems(STORE_FILES.preview, preview, languages),
  };
};

/**
 * Builds a store from data already in memory (tests, generators); validated like the files. Its
 * types are the given ones unless `codeModel` asks for the code's, as loadStore answers.
 */
export const createStore = (input: StoreInput, options: { codeModel?: boolean } = {}): ContentStore => indexStore(input, options.codeModel ?? false);

const readJson = (dir: string, file: string): unknown => {
  const path = join(dir, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentStoreError(`Cannot read content store file ${path} (${reason}). Generate the demo content first: npm run content:seed`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentStoreError(`Content store file ${path} is not valid JSON: ${reason}`);
  }
};

/** One items file: by its index when the writer left one for it as it is now, else read whole. */
const loadItems = (dir: string, file: string, languages: ReadonlySet<string>): ItemSet => {
  const path = join(dir, file);
  const entries = readItemIndex(path);
  if (entries) return indexedItems(file, path, entries, languages);
  return indexItems(file, parseFile(file, itemsFileSchema, readJson(dir, file)), languages);
};

/**
 * Reads and validates the store files of `dir`. Synchronous: it runs once per process (and after a
 * publish), before the first answer. Items files with an index are read variant by variant as
 * requests need them, and the drafts only on the first preview request.
 */
export const loadStore = (dir: string): ContentStore => {
  const manifest = parseFile(STORE_FILES.manifest, manifestSchema, readJson(dir, STORE_FILES.manifest));
  // The types the code models are answered from the schema modules (./model.ts), the stored ones for the rest.
  const types = withCodeModel(parseFile(STORE_FILES.types, typesFileSchema, readJson(dir, STORE_FILES.types)));
  const taxonomies = parseFile(STORE_FILES.taxonomies, taxonomiesFileSchema, readJson(dir, STORE_FILES.taxonomies));
  const languages = new Set(manifest.languages.map((l) => l.system.codename));
  let preview: ItemSet | undefined;
  return {
    manifest,
    types,
    typeByCodename: new Map(types.map((t) => [t.system.codename, t])),
    taxonomies,
    taxonomyByCodename: new Map(taxonomies.map((t) => [t.system.codename, t])),
    elementTypes: indexElementTypes(types),
    published: loadItems(dir, STORE_FILES.published, languages),
    get preview() {
      preview ??= loadItems(dir, STORE_FILES.preview, languages);
      return preview;
    },
  };
};

/**
 * The languages tried for a request in `language`: itself, then its fallbacks. A language without
 * a configured fallback falls back to the default language, as in Kontent.
 */
export const languageChain = (manifest: Manifest, language: string): string[] => {
  const chain: string[] = [];
  let current: string | undefined = language;
  while (current !== undefined && !chain.includes(current)) {
    chain.push(current);
    current = manifest.fallbacks[current] ?? (current === manifest.defaultLanguage ? undefined : manifest.defaultLanguage);
  }
  return chain;
};

/** The variant served for `codename` in the first language of `chain` it is translated into. */
export const resolveVariant = (set: ItemSet, codename: string, chain: readonly string[]): Variant | undefined => {
  const perLanguage = set.variants.get(codename);
  if (!perLanguage) return undefined;
  for (const language of chain) {
    const variant = perLanguage.get(language);
    if (variant) return variant;
  }
  return undefined;
};
