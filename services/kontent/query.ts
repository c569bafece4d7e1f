/**
 * Query-string parsing of the Delivery API (spec 7.1): filters, paging, order, depth, language and
 * projection, with Kontent's validation errors (spec 5.3: limit > 0, skip >= 0, depth >= 0; limit at
 * most 2,000, limits.ts).
 */
import { apiErrors } from './errors';
import { MAX_ITEMS_PER_RESPONSE } from './limits';

export const FILTER_OPERATORS = ['eq', 'neq', 'empty', 'nempty', 'all', 'any', 'contains', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'range'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const SYSTEM_PROPERTIES = ['id', 'name', 'codename', 'language', 'type', 'collection', 'last_modified', 'workflow', 'workflow_step', 'sitemap_locations'] as const;
export type SystemProperty = (typeof SYSTEM_PROPERTIES)[number];

export type Target = { kind: 'system'; property: SystemProperty } | { kind: 'element'; codename: string };
export type Filter = { key: string; target: Target; operator: FilterOperator; values: string[] };
export type Order = { target: Target; direction: 'asc' | 'desc' };

export type ItemsQuery = {
  filters: Filter[];
  /** undefined: no limit given, the first page of the response cap is returned (limits.ts) */
  limit: number | undefined;
  skip: number;
  depth: number;
  language: string | undefined;
  order: Order | undefined;
  elements: string[] | undefined;
  excludeElements: string[] | undefined;
  includeTotalCount: boolean;
};

export const DEFAULT_DEPTH = 1;

const RESERVED = ['limit', 'skip', 'depth', 'language', 'order', 'elements', 'excludeElements', 'includeTotalCount'] as const;
type Reserved = (typeof RESERVED)[number];

const isReserved = (name: string): name is Reserved => RESERVED.some((r) => r === name);
const isOperator = (value: string): value is FilterOperator => FILTER_OPERATORS.some((o) => o === value);
const isSystemProperty = (value: string): value is SystemProperty => SYSTEM_PROPERTIES.some((p) => p === value);

const CODENAME = /^[A-Za-z0-9_]+$/;
const FILTER_KEY = /^(system|elements)\.([^[\]]*)(?:\[([^[\]]*)\])?$/;
const ORDER_VALUE = /^([^[\]]*)(?:\[([^[\]]*)\])?$/;
const DIGITS = /^\d+$/;

/** Decoded name/value pairs in request order, as a query-string parser of a web server reads them. */
export const parseQueryString = (raw: string): [string, string][] => [...new URLSearchParams(raw)];

const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

const parseTarget = (prefix: string, name: string): Target | undefined => {
  if (prefix === 'elements') return CODENAME.test(name) ? { kind: 'element', codename: name } : undefined;
  return isSystemProperty(name) ? { kind: 'system', property: name } : undefined;
};

/** `system.type=a`, `elements.price[gte]=10`, … (a bare `=` means eq). */
export const parseFilter = (key: string, value: string): Filter => {
  const match = FILTER_KEY.exec(key);
  if (!match) throw apiErrors.malformedFilter(key);
  const [, prefix = '', name = '', rawOperator] = match;
  if (prefix === 'system' && name !== '' && !CODENAME.test(name)) throw apiErrors.malformedFilter(key);
  const target = parseTarget(prefix, name);
  if (!target) {
    if (prefix === 'system' && CODENAME.test(name)) throw apiErrors.unknownSystemProperty(key, name);
    throw apiErrors.malformedFilter(key);
  }
  const operatorName = (rawOperator ?? 'eq').toLowerCase();
  if (!isOperator(operatorName)) throw apiErrors.unknownOperator(rawOperator ?? '');
  const operator = operatorName;
  switch (operator) {
    case 'empty':
    case 'nempty':
      return { key, target, operator, values: [] };
    case 'range': {
      const bounds = value.split(',').map((v) => v.trim());
      const given = bounds.filter((v) => v !== '').length;
      if (bounds.length !== 2 || given !== 2) throw apiErrors.rangeArity(given);
      return { key, target, operator, values: bounds };
    }
    case 'in':
    case 'nin':
    case 'any':
    case 'all':
    case 'contains':
      return { key, target, operator, values: list(value) };
    default:
      return { key, target, operator, values: [value] };
  }
};

export const parseOrder = (value: string): Order => {
  const match = ORDER_VALUE.exec(value.trim());
  const [, path = '', rawDirection] = match ?? [];
  const dot = path.indexOf('.');
  const target = match && dot > 0 ? parseTarget(path.slice(0, dot), path.slice(dot + 1)) : undefined;
  if (!target) throw apiErrors.orderTarget(path || value);
  const direction = (rawDirection ?? 'asc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw apiErrors.orderDirection(rawDirection ?? '');
  return { target, direction };
};

const parseCount = (name: string, value: string, positive: boolean): number => {
  const n = DIGITS.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(n) || (positive && n === 0)) {
    throw positive ? apiErrors.positiveInteger(name) : apiErrors.nonNegativeInteger(name);
  }
  return n;
};

/** An empty list means no projection, as if the parameter were absent. */
const parseProjection = (name: string, value: string): string[] | undefined => {
  const codenames = list(value);
  const bad = codenames.find((c) => !CODENAME.test(c));
  if (bad !== undefined) throw apiErrors.projectionField(name, bad);
  return codenames.length > 0 ? codenames : undefined;
};

/**
 * Parses every parameter of an item query. Unknown parameters without a `system.`/`elements.`
 * prefix are ignored (cache busters), except reserved names used with an operator (`limit[gt]=1`).
 */
export const parseItemsQuery = (params: readonly [string, string][]): ItemsQuery => {
  const query: ItemsQuery = {
    filters: [],
    limit: undefined,
    skip: 0,
    depth: DEFAULT_DEPTH,
    language: undefined,
    order: undefined,
    elements: undefined,
    excludeElements: undefined,
    includeTotalCount: false,
  };
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (key.startsWith('system.') || key.startsWith('elements.')) {
      // Repeated filters are allowed and all apply (the SDK repeats some on every page).
      query.filters.push(parseFilter(key, value));
      continue;
    }
    const bracket = key.indexOf('[');
    if (bracket > 0 && (isReserved(key.slice(0, bracket)) || key.slice(0, bracket) === 'system')) {
      throw apiErrors.reservedParameter(key.slice(0, bracket));
    }
    if (!isReserved(key)) continue;
    if (seen.has(key)) throw key === 'order' ? apiErrors.multipleOrder() : apiErrors.repeatedParameter(key);
    seen.add(key);
    switch (key) {
      case 'limit':
        query.limit = parseCount(key, value, true);
        if (query.limit > MAX_ITEMS_PER_RESPONSE) throw apiErrors.limitTooLarge(MAX_ITEMS_PER_RESPONSE);
        break;
      case 'skip':
        query.skip = parseCount(key, value, false);
        break;
      case 'depth':
        query.depth = parseCount(key, value, false);
        break;
      case 'language':
        query.language = value.trim() === '' ? undefined : value.trim();
        break;
      case 'order':
        query.order = parseOrder(value);
        break;
      case 'elements':
        query.elements = parseProjection(key, value);
        break;
      case 'excludeElements':
        query.excludeElements = parseProjection(key, value);
        break;
      case 'includeTotalCount':
        query.includeTotalCount = value.trim().toLowerCase() === 'true';
        break;
    }
  }
  return query;
};
