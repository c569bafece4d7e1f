/**
 * The records of one index with what queries need ready: each record's facet values (lower case,
 * for filters), its numbers, and a MiniSearch full-text index over the searchable attributes.
 * MiniSearch (small, maintained, no dependencies) gives tokenising, prefix search on the last word
 * and typo tolerance by edit distance, which is what Algolia's relevance needs here; it is updated
 * record by record, so a webhook's single change does not rebuild the whole index.
 */
import MiniSearch from 'minisearch';
import { processTerm } from './terms';
import { attributeOf, type IndexSettings } from '../../schema/search/settings';
import type { FilterTarget } from './filters';
import { Columns } from './columns';

export type SearchObject = { objectID: string; [key: string]: unknown };

/** The value at a dotted path ('content.exchangePrices.usd'). */
const paths = new Map<string, readonly string[]>();
const keysOf = (path: string): readonly string[] => {
  let keys = paths.get(path);
  if (!keys) {
    keys = path.split('.');
    paths.set(path, keys);
  }
  return keys;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const valueAt = (record: unknown, path: string): unknown => {
  let current: unknown = record;
  for (const key of keysOf(path)) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
};

/** Facet values of a record's attribute as Algolia counts them: strings, numbers and booleans, each list item on its own. */
export const facetValuesOf = (record: unknown, attribute: string): string[] => {
  const value = valueAt(record, attribute);
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item === 'string' && item !== '') out.push(item);
    else if (typeof item === 'number' && Number.isFinite(item)) out.push(String(item));
    else if (typeof item === 'boolean') out.push(String(item));
  }
  return out;
};

export const numbersOf = (record: unknown, attribute: string): number[] => {
  const value = valueAt(record, attribute);
  const list = Array.isArray(value) ? value : [value];
  return list.filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
};

/** A record with its values cached per attribute, so filters and facet counts read each once. */
export class Doc implements FilterTarget {
  private readonly facetCache = new Map<string, ReadonlySet<string>>();
  private readonly rawFacetCache = new Map<string, readonly string[]>();
  private readonly numberCache = new Map<string, readonly number[]>();
  constructor(readonly record: SearchObject) {}

  facetValues(attribute: string): ReadonlySet<string> {
    let set = this.facetCache.get(attribute);
    if (!set) {
      set = new Set(this.rawFacets(attribute).map((v) => v.toLowerCase()));
      this.facetCache.set(attribute, set);
    }
    return set;
  }
  rawFacets(attribute: string): readonly string[] {
    let list = this.rawFacetCache.get(attribute);
    if (!list) {
      list = facetValuesOf(this.record, attribute);
      this.rawFacetCache.set(attribute, list);
    }
    return list;
  }
  numbers(attribute: string): readonly number[] {
    let list = this.numberCache.get(attribute);
    if (!list) {
      list = numbersOf(this.record, attribute);
      this.numberCache.set(attribute, list);
    }
    return list;
  }
}

/** Searchable attributes in priority order ('a,b' share a rank), each with its MiniSearch boost. */
export const searchableFields = (settings: IndexSettings): Array<{ field: string; boost: number }> => {
  const groups = settings.searchableAttributes ?? [];
  return groups.flatMap((group, rank) => group.split(',').map((entry) => ({ field: attributeOf(entry.trim()), boost: groups.length - rank })));
};

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return '';
};

/** A MiniSearch index over `fields`, with no records yet. */
const emptyTextIndex = (fields: readonly string[]): MiniSearch<SearchObject> =>
  new MiniSearch<SearchObject>({
    idField: 'objectID',
    fields: fields.length > 0 ? [...fields] : ['objectID'],
    extractField: (document, field) => (field === 'objectID' ? document.objectID : textOf(valueAt(document, field))),
    // Records and queries alike: accents folded (./terms.ts).
    processTerm,
  });

export type TextMatch = { id: string; score: number; terms: readonly string[] };

/** Text results kept per query: InstantSearch sends the same text with different facets and filters. */
const TEXT_CACHE_SIZE = 256;

export class Collection {
  readonly docs = new Map<string, Doc>();
  private text: MiniSearch<SearchObject> | null = null;
  private fieldsKey = '';
  private readonly textCache = new Map<string, readonly TextMatch[]>();
  private columnView: Columns | null = null;
  /** Counts writes, so an index built in chunks knows whether records changed meanwhile. */
  private writes = 0;

  /** Column views of the records (positions, postings, numbers), built once until a write. */
  columns(): Columns {
    return (this.columnView ??= new Columns([...this.docs.values()]));
  }
  updatedAt = new Date().toISOString();

  constructor(records: readonly SearchObject[] = []) {
    for (const record of records) this.docs.set(record.objectID, new Doc(record));
  }

  /** The MiniSearch index for these settings, built on first use and kept up to date after. */
  textIndex(settings: IndexSettings): MiniSearch<SearchObject> {
    const fields = searchableFields(settings).map((f) => f.field);
    const key = fields.join('|');
    if (!this.text || key !== this.fieldsKey) {
      const index = emptyTextIndex(fields);
      index.addAll([...this.docs.values()].map((d) => d.record));
      this.text = index;
      this.fieldsKey = key;
    }
    return this.text;
  }

  /**
   * Builds the text index in chunks, yielding between them, so a server warming up at start keeps
   * answering. Kept only when no write and no synchronous build came in the meantime.
   */
  async prepareTextIndex(settings: IndexSettings): Promise<void> {
    const fields = searchableFields(settings).map((f) => f.field);
    const key = fields.join('|');
    if (this.text && key === this.fieldsKey) return;
    const index = emptyTextIndex(fields);
    const writes = this.writes;
    await index.addAllAsync(
      [...this.docs.values()].map((d) => d.record),
      { chunkSize: 250 },
    );
    if (writes !== this.writes || (this.text && key === this.fieldsKey)) return;
    this.text = index;
    this.fieldsKey = key;
  }

  /** The text matches of `key` (fields, typo rule and query), computed once until a write. */
  cachedText(key: string, compute: () => readonly TextMatch[]): readonly TextMatch[] {
    const hit = this.textCache.get(key);
    if (hit) {
      this.textCache.delete(key);
      this.textCache.set(key, hit);
      return hit;
    }
    const value = compute();
    this.textCache.set(key, value);
    if (this.textCache.size > TEXT_CACHE_SIZE) {
      const oldest = this.textCache.keys().next().value;
      if (oldest !== undefined) this.textCache.delete(oldest);
    }
    return value;
  }

  save(record: SearchObject): void {
    if (this.text) {
      if (this.text.has(record.objectID)) this.text.replace(record);
      else this.text.add(record);
    }
    this.docs.set(record.objectID, new Doc(record));
    this.touch();
  }

  delete(objectID: string): void {
    if (!this.docs.delete(objectID)) return;
    if (this.text?.has(objectID)) this.text.discard(objectID);
    this.touch();
  }

  clear(): void {
    this.docs.clear();
    this.text = null;
    this.touch();
  }

  private touch(): void {
    this.writes += 1;
    this.textCache.clear();
    this.columnView = null;
    this.updatedAt = new Date().toISOString();
  }
}
