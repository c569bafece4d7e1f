/**
 * Column views of a collection for the hot path of a query: per attribute, the positions of the
 * records holding each facet value (postings), each record's numbers and its sort key. Filters
 * become masks over positions and facet counts walk postings, so a query over thousands of
 * records touches compact arrays instead of every record's object. Built on first use per
 * attribute and dropped on any write.
 */
import { facetValuesOf, numbersOf, valueAt, type Doc } from './collection';
import type { Filter } from './filters';

export type SortKey = number | string | undefined;

/**
 * Postings per value (raw and lower-cased), and each record's values as ids into `values` (the raw
 * values in posting order), which a few hits count from without walking every posting.
 */
type FacetColumn = { raw: Map<string, number[]>; lower: Map<string, number[]>; values: readonly string[]; idsByDoc: ReadonlyArray<readonly number[]> };

const EMPTY: readonly number[] = [];

export class Columns {
  readonly position = new Map<string, number>();
  private readonly facets = new Map<string, FacetColumn>();
  private readonly numbers = new Map<string, ReadonlyArray<readonly number[]>>();
  private readonly sorts = new Map<string, readonly SortKey[]>();

  constructor(readonly docs: readonly Doc[]) {
    docs.forEach((doc, i) => this.position.set(doc.record.objectID, i));
  }

  facet(attribute: string): FacetColumn {
    let column = this.facets.get(attribute);
    if (!column) {
      const raw = new Map<string, number[]>();
      const lower = new Map<string, number[]>();
      const ids = new Map<string, number>();
      const idsByDoc: Array<readonly number[]> = [];
      this.docs.forEach((doc, i) => {
        const seen = new Set<string>();
        const own: number[] = [];
        for (const value of facetValuesOf(doc.record, attribute)) {
          const list = raw.get(value) ?? [];
          list.push(i);
          raw.set(value, list);
          let id = ids.get(value);
          if (id === undefined) {
            id = ids.size;
            ids.set(value, id);
          }
          own.push(id);
          const key = value.toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          const lowered = lower.get(key) ?? [];
          lowered.push(i);
          lower.set(key, lowered);
        }
        idsByDoc.push(own.length === 0 ? EMPTY : own);
      });
      column = { raw, lower, values: [...ids.keys()], idsByDoc };
      this.facets.set(attribute, column);
    }
    return column;
  }

  numbersOf(attribute: string): ReadonlyArray<readonly number[]> {
    let column = this.numbers.get(attribute);
    if (!column) {
      column = this.docs.map((doc) => {
        const list = numbersOf(doc.record, attribute);
        return list.length === 0 ? EMPTY : list;
      });
      this.numbers.set(attribute, column);
    }
    return column;
  }

  sortKeys(attribute: string): readonly SortKey[] {
    let column = this.sorts.get(attribute);
    if (!column) {
      column = this.docs.map((doc) => {
        const value = valueAt(doc.record, attribute);
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first === 'number') return first;
        if (typeof first === 'boolean') return first ? 1 : 0;
        if (typeof first === 'string') return first.toLowerCase();
        return undefined;
      });
      this.sorts.set(attribute, column);
    }
    return column;
  }

  /** The records a filter accepts, as a mask over positions (1 = accepted). */
  mask(filter: Filter): Uint8Array {
    const n = this.docs.length;
    const out = new Uint8Array(n);
    switch (filter.kind) {
      case 'facet':
        for (const i of this.facet(filter.attribute).lower.get(filter.value) ?? EMPTY) out[i] = 1;
        return out;
      case 'compare': {
        const column = this.numbersOf(filter.attribute);
        const { op, value } = filter;
        for (let i = 0; i < n; i += 1) {
          const list = column[i] ?? EMPTY;
          // '!=' holds for a record without the attribute, as in Algolia.
          const hit =
            op === '!=' ? list.every((x) => x !== value) : list.some((x) => (op === '<' ? x < value : op === '<=' ? x <= value : op === '=' ? x === value : op === '>=' ? x >= value : x > value));
          if (hit) out[i] = 1;
        }
        return out;
      }
      case 'range': {
        const column = this.numbersOf(filter.attribute);
        for (let i = 0; i < n; i += 1) if ((column[i] ?? EMPTY).some((x) => x >= filter.min && x <= filter.max)) out[i] = 1;
        return out;
      }
      case 'and': {
        out.fill(1);
        for (const item of filter.items) {
          const m = this.mask(item);
          for (let i = 0; i < n; i += 1) out[i] = (out[i] ?? 0) & (m[i] ?? 0);
        }
        return out;
      }
      case 'or': {
        for (const item of filter.items) {
          const m = this.mask(item);
          for (let i = 0; i < n; i += 1) out[i] = (out[i] ?? 0) | (m[i] ?? 0);
        }
        return out;
      }
      case 'not': {
        const m = this.mask(filter.item);
        for (let i = 0; i < n; i += 1) out[i] = m[i] === 1 ? 0 : 1;
        return out;
      }
    }
  }
}
