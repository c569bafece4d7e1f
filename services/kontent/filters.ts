/**
 * Filter and order semantics of the Delivery API (spec 7.1), per element type: text-like elements
 * compare as strings, number and date_time numerically and chronologically, and multiple_choice,
 * taxonomy and modular_content as sets of codenames.
 */
import { apiErrors } from './errors';
import type { Filter, Order, Target } from './query';
import type { ContentStore, Element, Variant } from './store';

/** An element or system value, reduced to what filters and ordering compare. */
type Comparable =
  | { kind: 'string'; value: string | null }
  | { kind: 'number'; value: number | null }
  /** dates in ticks of 100 ns, the precision of Kontent's last_modified */
  | { kind: 'date'; value: bigint | null }
  | { kind: 'set'; value: readonly string[] }
  /** assets: only emptiness can be asked */
  | { kind: 'opaque'; empty: boolean };

/** What Kontent stores for a rich-text element the editor left empty. */
const EMPTY_RICH_TEXT = '<p><br></p>';

const ISO_FRACTION = /^(.*T\d{2}:\d{2}:\d{2})\.(\d+)(.*)$/;

/**
 * A date as 100 ns ticks. Kontent writes last_modified with seven fraction digits
 * ("2019-09-16T09:30:06.1123998Z"); Date.parse keeps three, so two changes within a millisecond
 * would compare equal. The digits are read as written instead.
 */
export const dateTicks = (value: string | null | undefined): bigint | null => {
  if (value === null || value === undefined || value === '') return null;
  const [, head = '', digits = '', zone = ''] = ISO_FRACTION.exec(value.trim()) ?? [];
  const ms = Date.parse(digits === '' ? value : `${head}${zone}`);
  if (Number.isNaN(ms)) return null;
  return BigInt(ms) * 10_000n + BigInt(digits.slice(0, 7).padEnd(7, '0'));
};

const readElement = (element: Element): Comparable => {
  switch (element.type) {
    case 'number':
      return { kind: 'number', value: element.value };
    case 'date_time':
      return { kind: 'date', value: dateTicks(element.value) };
    case 'multiple_choice':
    case 'taxonomy':
      return { kind: 'set', value: element.value.map((o) => o.codename) };
    case 'modular_content':
      return { kind: 'set', value: element.value };
    case 'asset':
      return { kind: 'opaque', empty: element.value.length === 0 };
    case 'rich_text':
      return { kind: 'string', value: element.value === EMPTY_RICH_TEXT ? '' : element.value };
    case 'text':
    case 'url_slug':
    case 'custom':
      return { kind: 'string', value: element.value };
  }
};

const readTarget = (variant: Variant, target: Target): Comparable | undefined => {
  if (target.kind === 'element') {
    const element = variant.elements[target.codename];
    return element ? readElement(element) : undefined;
  }
  const system = variant.system;
  switch (target.property) {
    case 'last_modified':
      return { kind: 'date', value: dateTicks(system.last_modified) };
    case 'sitemap_locations':
      return { kind: 'set', value: system.sitemap_locations };
    default:
      return { kind: 'string', value: system[target.property] };
  }
};

/** How a filter's values are read: as numbers, as dates, or as they are. */
type ValueKind = 'number' | 'date' | 'text';

const declaredKind = (store: ContentStore, target: Target): ValueKind => {
  if (target.kind === 'system') return target.property === 'last_modified' ? 'date' : 'text';
  const declared = [...(store.elementTypes.get(target.codename) ?? [])];
  if (declared.length > 0 && declared.every((t) => t === 'number')) return 'number';
  if (declared.length > 0 && declared.every((t) => t === 'date_time')) return 'date';
  return 'text';
};

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
const toNumber = (value: string): number | null => (NUMERIC.test(value) ? Number(value) : null);

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const compareTicks = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

const matchesScalar = <T extends string | number | bigint>(actual: T | null, operator: Filter['operator'], wanted: readonly (T | null)[], compare: (a: T, b: T) => number): boolean => {
  const equalsAny = (list: readonly (T | null)[]) => actual !== null && list.some((w) => w !== null && compare(actual, w) === 0);
  const against = (w: T | null, test: (c: number) => boolean) => actual !== null && w !== null && test(compare(actual, w));
  const [first = null, second = null] = wanted;
  switch (operator) {
    case 'eq':
    case 'in':
    case 'any':
      return equalsAny(wanted);
    case 'contains':
    case 'all':
      // A single value treated as a one-element set: it contains only itself.
      return wanted.length > 0 && wanted.every((w) => equalsAny([w]));
    case 'neq':
    case 'nin':
      return !equalsAny(wanted);
    case 'gt':
      return against(first, (c) => c > 0);
    case 'gte':
      return against(first, (c) => c >= 0);
    case 'lt':
      return against(first, (c) => c < 0);
    case 'lte':
      return against(first, (c) => c <= 0);
    case 'range':
      return against(first, (c) => c >= 0) && against(second, (c) => c <= 0);
    case 'empty':
      return actual === null || actual === '';
    case 'nempty':
      return actual !== null && actual !== '';
  }
};

const matchesSet = (actual: readonly string[], operator: Filter['operator'], wanted: readonly string[]): boolean => {
  switch (operator) {
    case 'eq':
    case 'in':
    case 'any':
      return wanted.some((w) => actual.includes(w));
    case 'contains':
    case 'all':
      return wanted.length > 0 && wanted.every((w) => actual.includes(w));
    case 'neq':
    case 'nin':
      return !wanted.some((w) => actual.includes(w));
    case 'empty':
      return actual.length === 0;
    case 'nempty':
      return actual.length > 0;
    default:
      // Sets have no order: gt/lt/range never match.
      return false;
  }
};

const COMPARING: readonly Filter['operator'][] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'range', 'in', 'nin'];

/**
 * Turns a parsed filter into a predicate. A value that cannot be read as the element's declared
 * type (a word for a number element) is a 400, as the hosted API answers. An item without the
 * filtered element never matches, whatever the operator.
 */
export const compileFilter = (store: ContentStore, filter: Filter): ((variant: Variant) => boolean) => {
  const kind = declaredKind(store, filter.target);
  if (COMPARING.includes(filter.operator)) {
    for (const value of filter.values) {
      if (kind === 'number' && toNumber(value) === null) throw apiErrors.invalidFilterValue(filter.key, value, 'a number');
      if (kind === 'date' && dateTicks(value) === null) {
        throw apiErrors.invalidFilterValue(filter.key, value, 'an ISO 8601 date');
      }
    }
  }
  const asNumbers = filter.values.map(toNumber);
  const asDates = filter.values.map(dateTicks);
  return (variant) => {
    const actual = readTarget(variant, filter.target);
    if (!actual) return false;
    switch (actual.kind) {
      case 'string':
        return matchesScalar(actual.value, filter.operator, filter.values, compareStrings);
      case 'number':
        return matchesScalar(actual.value, filter.operator, asNumbers, (a, b) => a - b);
      case 'date':
        return matchesScalar(actual.value, filter.operator, asDates, compareTicks);
      case 'set':
        return matchesSet(actual.value, filter.operator, filter.values);
      case 'opaque':
        if (filter.operator === 'empty') return actual.empty;
        if (filter.operator === 'nempty') return !actual.empty;
        return filter.operator === 'neq' || filter.operator === 'nin';
    }
  };
};

const sortKey = (variant: Variant, target: Target): string | number | bigint | null => {
  const value = readTarget(variant, target);
  if (!value) return null;
  switch (value.kind) {
    case 'string':
      return value.value === '' ? null : value.value;
    case 'number':
    case 'date':
      return value.value;
    case 'set':
      return value.value.length > 0 ? value.value.join(',') : null;
    case 'opaque':
      return null;
  }
};

const kindRank = (key: string | number | bigint): number => (typeof key === 'number' ? 0 : typeof key === 'bigint' ? 1 : 2);

/**
 * Sorts by one element or system property. Items without a value come last in either direction;
 * ties keep the default (codename) order.
 */
export const sortVariants = (variants: readonly Variant[], order: Order): Variant[] => {
  const sign = order.direction === 'asc' ? 1 : -1;
  const keyed = variants.map((variant) => ({ variant, key: sortKey(variant, order.target) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    if (typeof a.key === 'number' && typeof b.key === 'number') return sign * (a.key - b.key);
    if (typeof a.key === 'bigint' && typeof b.key === 'bigint') return sign * compareTicks(a.key, b.key);
    if (typeof a.key === 'string' && typeof b.key === 'string') return sign * compareStrings(a.key, b.key);
    // Mixed kinds (one codename typed differently across types): numbers, then dates, then text.
    return kindRank(a.key) - kindRank(b.key);
  });
  return keyed.map((k) => k.variant);
};
