/**
 * Algolia's filter languages: the `filters` string (`a:x AND (b:"y z" OR c >= 3) AND NOT d:w`,
 * `attr:min TO max`), `facetFilters` (`["a:x", ["b:y", "b:z"]]`, nested lists OR-ed, `-` negates)
 * and `numericFilters` (`attr>=3`, `attr:1 TO 5`). All three parse to one tree, evaluated against
 * each record's facet and numeric values.
 */
import { LimitError } from './limits';

export type Filter =
  /** `value` is lower case: facet filters ignore case, as Algolia's do. */
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'compare'; attribute: string; op: '<' | '<=' | '=' | '!=' | '>=' | '>'; value: number }
  | { kind: 'range'; attribute: string; min: number; max: number }
  | { kind: 'and'; items: Filter[] }
  | { kind: 'or'; items: Filter[] }
  | { kind: 'not'; item: Filter };

/**
 * Parentheses and NOTs nested deeper than this are refused. The site's own filters nest two levels
 * (an AND of OR groups) and hand-written ones a handful; the parser and the evaluation recurse
 * once per level, so 32 stays a few hundred stack frames, far from any engine's stack limit.
 */
export const MAX_FILTER_NESTING = 32;

export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}

type Token = { type: 'word' | 'string' | 'op' | '(' | ')'; text: string };
const OPERATORS = ['<=', '>=', '!=', ':', '<', '>', '='] as const;
type Operator = (typeof OPERATORS)[number];
const isOperator = (text: string): text is Operator => (OPERATORS as readonly string[]).includes(text);

const tokenize = (input: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input.charAt(i);
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: c, text: c });
      i += 1;
    } else if (c === '"' || c === "'") {
      let text = '';
      i += 1;
      while (i < input.length && input.charAt(i) !== c) {
        if (input.charAt(i) === '\\' && i + 1 < input.length) i += 1;
        text += input.charAt(i);
        i += 1;
      }
      if (i >= input.length) throw new FilterError(`filters: unclosed quote in "${input}"`);
      i += 1;
      tokens.push({ type: 'string', text });
    } else {
      const op = OPERATORS.find((o) => input.startsWith(o, i));
      if (op) {
        tokens.push({ type: 'op', text: op });
        i += op.length;
        continue;
      }
      let text = '';
      while (i < input.length && !/[\s()"':<>=!]/.test(input.charAt(i))) {
        text += input.charAt(i);
        i += 1;
      }
      if (text === '') throw new FilterError(`filters: unexpected "${c}" at position ${i + 1}`);
      tokens.push({ type: 'word', text });
    }
  }
  return tokens;
};

const toNumber = (text: string, context: string): number => {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) throw new FilterError(`${context}: "${text}" is not a number`);
  return n;
};

class Parser {
  private at = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }
  private next(): Token {
    const token = this.tokens[this.at];
    if (!token) throw new FilterError(`filters: unexpected end of "${this.source}"`);
    this.at += 1;
    return token;
  }
  private keyword(word: string): boolean {
    const token = this.peek();
    if (token?.type === 'word' && token.text === word) {
      this.at += 1;
      return true;
    }
    return false;
  }

  parse(): Filter {
    const filter = this.or();
    const rest = this.peek();
    if (rest) throw new FilterError(`filters: unexpected "${rest.text}" in "${this.source}"`);
    return filter;
  }
  private or(): Filter {
    const items = [this.and()];
    while (this.keyword('OR')) items.push(this.and());
    return items.length === 1 && items[0] ? items[0] : { kind: 'or', items };
  }
  private and(): Filter {
    const items = [this.unary()];
    while (this.keyword('AND')) items.push(this.unary());
    return items.length === 1 && items[0] ? items[0] : { kind: 'and', items };
  }
  private unary(): Filter {
    const nested = this.peek()?.type === '(' || (this.peek()?.type === 'word' && this.peek()?.text === 'NOT');
    if (!nested) return this.term();
    this.depth += 1;
    if (this.depth > MAX_FILTER_NESTING) throw new LimitError('filter-nesting', `filters: nested more than ${MAX_FILTER_NESTING} levels deep`);
    const filter = this.nested();
    this.depth -= 1;
    return filter;
  }
  private nested(): Filter {
    if (this.keyword('NOT')) return { kind: 'not', item: this.unary() };
    this.next();
    const inner = this.or();
    if (this.next().type !== ')') throw new FilterError(`filters: missing ")" in "${this.source}"`);
    return inner;
  }
  private term(): Filter {
    const attribute = this.next();
    if (attribute.type !== 'word' && attribute.type !== 'string') throw new FilterError(`filters: expected an attribute, got "${attribute.text}"`);
    const op = this.next();
    if (op.type !== 'op' || !isOperator(op.text)) throw new FilterError(`filters: expected ":" or a comparison after "${attribute.text}"`);
    const value = this.next();
    if (value.type !== 'word' && value.type !== 'string') throw new FilterError(`filters: expected a value after "${attribute.text}${op.text}"`);
    if (op.text !== ':') return { kind: 'compare', attribute: attribute.text, op: op.text, value: toNumber(value.text, 'filters') };
    if (value.type === 'word' && this.keyword('TO')) {
      const max = this.next();
      return { kind: 'range', attribute: attribute.text, min: toNumber(value.text, 'filters'), max: toNumber(max.text, 'filters') };
    }
    return { kind: 'facet', attribute: attribute.text, value: value.text.toLowerCase() };
  }
}

export const parseFilters = (source: string): Filter | null => {
  const tokens = tokenize(source);
  return tokens.length === 0 ? null : new Parser(tokens, source).parse();
};

/** One `facetFilters` entry: 'attr:value', negated by '-attr:value' or 'attr:-value' ('\-' is a literal dash). */
const facetEntry = (entry: string): Filter => {
  const colon = entry.indexOf(':');
  if (colon <= 0) throw new FilterError(`facetFilters: "${entry}" is not attribute:value`);
  let attribute = entry.slice(0, colon).trim();
  let value = entry.slice(colon + 1);
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  }
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) value = value.slice(1);
  const filter: Filter = { kind: 'facet', attribute, value: value.toLowerCase() };
  return negated ? { kind: 'not', item: filter } : filter;
};

/** One `numericFilters` entry: 'attr<=5', 'attr = 3', 'attr:1 TO 5'. */
const numericEntry = (entry: string): Filter => {
  const filter = parseFilters(entry);
  if (!filter || (filter.kind !== 'compare' && filter.kind !== 'range')) throw new FilterError(`numericFilters: "${entry}" is not a numeric filter`);
  return filter;
};

type FilterInput = string | Array<string | string[]> | undefined;

const fromList = (input: FilterInput, entry: (text: string) => Filter): Filter | null => {
  if (input === undefined) return null;
  // A string may hold a JSON list (urlencoded params) or a single filter.
  let list: Array<string | string[]>;
  if (typeof input === 'string') {
    const trimmed = input.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        list = Array.isArray(parsed) ? parsed.map((v) => (Array.isArray(v) ? v.map(String) : String(v))) : [trimmed];
      } catch {
        throw new FilterError(`Invalid filter list: ${trimmed}`);
      }
    } else list = trimmed === '' ? [] : trimmed.split(',');
  } else list = input;
  const items = list.map((item): Filter => (Array.isArray(item) ? { kind: 'or', items: item.map(entry) } : entry(item)));
  return items.length === 0 ? null : { kind: 'and', items };
};

/** All three filter parameters as one tree (AND-ed), or null when there is none. */
export const combineFilters = (params: { filters?: string; facetFilters?: FilterInput; numericFilters?: FilterInput }): Filter | null => {
  const parts = [params.filters ? parseFilters(params.filters) : null, fromList(params.facetFilters, facetEntry), fromList(params.numericFilters, numericEntry)].filter((f): f is Filter => f !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 && parts[0] ? parts[0] : { kind: 'and', items: parts };
};

/** What a filter needs of a record: its facet values (lower case) and numbers per attribute. */
export type FilterTarget = {
  facetValues(attribute: string): ReadonlySet<string>;
  numbers(attribute: string): readonly number[];
};

const compare = (a: number, op: Extract<Filter, { kind: 'compare' }>['op'], b: number): boolean => {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '>=':
      return a >= b;
    case '>':
      return a > b;
  }
};

export const matches = (filter: Filter, target: FilterTarget): boolean => {
  switch (filter.kind) {
    case 'facet':
      return target.facetValues(filter.attribute).has(filter.value);
    case 'compare':
      // '!=' holds for a record without the attribute, as in Algolia.
      if (filter.op === '!=') return target.numbers(filter.attribute).every((n) => n !== filter.value);
      return target.numbers(filter.attribute).some((n) => compare(n, filter.op, filter.value));
    case 'range':
      return target.numbers(filter.attribute).some((n) => n >= filter.min && n <= filter.max);
    case 'and':
      return filter.items.every((item) => matches(item, target));
    case 'or':
      return filter.items.some((item) => matches(item, target));
    case 'not':
      return !matches(filter.item, target);
  }
};
