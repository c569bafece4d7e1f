/**
 * ajv's errors in the words of the content model: which element of the item is wrong and what is
 * wrong with it. Errors inside a JSON document held in a string (the yacht's api_data, DAM media)
 * also say where in the document.
 */
import { NON_EMPTY_RICH_TEXT, wrongElementType } from '../../schema/elements';
import type { ErrorObject } from './schemas';

export type Finding = { element: string; problem: string };

const ITEM_LEVEL = '(item)';

const segments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** featureData[0].charterPublish */
const jsonPath = (parts: readonly string[]): string => parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
  array: 'a list',
  object: 'an object',
};

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'string') return value.length > 40 ? `'${value.slice(0, 40)}…'` : `'${value}'`;
  if (typeof value === 'object') return 'an object';
  return String(value);
};

const typesOf = (params: Record<string, unknown>): string => {
  const { type } = params;
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
};

const plural = (n: unknown, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** 'model', 'description' and 3 more: several missing fields of one object are one problem. */
const missingList = (missing: unknown): string => {
  const names = (Array.isArray(missing) ? missing : [missing]).map((m) => `'${String(m)}'`);
  const shown = names.slice(0, 4).join(', ');
  return names.length > 4 ? `${shown} and ${names.length - 4} more` : shown;
};

type Located = { error: ErrorObject; element: string; inDocument: string[] | null; rest: string[]; data: unknown };

const locate = (error: ErrorObject): Located => {
  const parts = segments(error.instancePath);
  const docParam: unknown = error.params.document;
  const docParts = typeof docParam === 'string' ? segments(docParam) : null;
  const element = parts[0] ?? (typeof error.params.missingProperty === 'string' ? error.params.missingProperty : ITEM_LEVEL);
  const data: unknown = docParts ? error.params.value : error.data;
  return { error, element, inDocument: docParts ? parts.slice(docParts.length) : null, rest: parts.slice(1), data };
};

const sentence = ({ error, inDocument, rest, data }: Located): string => {
  const p = error.params;
  const where = inDocument === null ? '' : inDocument.length > 0 ? `in its JSON, ${jsonPath(inDocument)} ` : 'its JSON ';
  const subject = where || (rest.at(-1) === 'value' ? 'the value ' : '');
  switch (error.keyword) {
    case 'required':
      if (inDocument !== null) return `${where || 'its JSON '}lacks ${missingList(p.missingProperty)}`;
      return rest.length === 0 && error.instancePath === '' ? 'is required but missing' : `lacks its '${String(p.missingProperty)}'`;
    case 'type':
      return `${subject}is ${describe(data)}; expected ${typesOf(p)}`;
    case 'const':
      if (inDocument === null && rest.length === 1 && rest[0] === 'type') return wrongElementType(String(data), String(p.allowedValue));
      if (inDocument === null && rest.length === 1 && rest[0] === 'taxonomy_group')
        return `takes its terms from the taxonomy group '${String(data)}'; the content model expects terms of '${String(p.allowedValue)}'`;
      return `${subject}is ${describe(data)}; expected '${String(p.allowedValue)}'`;
    case 'enum': {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues.map((v) => (v === '' ? "''" : String(v))).join(', ') : '';
      return `${subject}${describe(data)} is not allowed; choose one of: ${allowed}`;
    }
    case 'pattern':
      if (p.pattern === '\\S' || p.pattern === NON_EMPTY_RICH_TEXT.source) return `${subject}is empty`;
      return `${subject}${describe(data)} is not in the expected form (${String(p.pattern)})`;
    case 'minLength':
      return `${subject}is empty`;
    case 'maxLength':
      return `${subject}is longer than ${plural(p.limit, 'character', 'characters')}`;
    case 'minItems':
      return `${subject}needs at least ${plural(p.limit, 'entry', 'entries')}`;
    case 'maxItems':
      return `${subject}takes at most ${plural(p.limit, 'entry', 'entries')}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${subject}is ${describe(data)}; it must be ${String(p.comparison)} ${String(p.limit)}`;
    case 'contentMediaType':
      return 'is not valid JSON';
    case 'additionalProperties':
      return `${subject}has an unexpected field '${String(p.additionalProperty)}'`;
    case 'anyOf':
    case 'oneOf':
      return `${subject}matches none of the allowed forms`;
    default:
      return `${subject}${error.message ?? 'is invalid'}`;
  }
};

/** Keywords that only say "a branch failed": dropped when a deeper error says why. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'type']);
/** When the type is wrong, the value's other checks add nothing. */
const AFTER_TYPE = new Set(['enum', 'const', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum']);

/** One finding per place, the most telling one, in the order ajv found them. */
/** Joins the `required` errors of one object inside a JSON document into one error. */
const mergeMissing = (errors: readonly ErrorObject[]): ErrorObject[] => {
  const merged: ErrorObject[] = [];
  const byObject = new Map<string, ErrorObject>();
  for (const error of errors) {
    if (error.keyword !== 'required' || typeof error.params.document !== 'string') {
      merged.push(error);
      continue;
    }
    const first = byObject.get(error.instancePath);
    if (!first) {
      const copy = { ...error, params: { ...error.params, missingProperty: [error.params.missingProperty] } };
      byObject.set(error.instancePath, copy);
      merged.push(copy);
    } else if (Array.isArray(first.params.missingProperty)) {
      first.params.missingProperty.push(error.params.missingProperty);
    }
  }
  return merged;
};

export const explain = (raw: readonly ErrorObject[]): Finding[] => {
  const errors = mergeMissing(raw);
  const deeper = (path: string) => errors.some((e) => e.instancePath.startsWith(`${path}/`));
  const typed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  // An element of another kind (text where rich text belongs) is one problem, whatever its value.
  const wrongKind = new Set(
    errors
      .map(locate)
      .filter((l) => l.error.keyword === 'const' && l.inDocument === null && l.rest.join('/') === 'type')
      .map((l) => l.element),
  );
  for (const error of errors) {
    if (SUMMARY_KEYWORDS.has(error.keyword) && deeper(error.instancePath)) continue;
    if (error.keyword !== 'type' && typed.has(error.instancePath) && AFTER_TYPE.has(error.keyword)) continue;
    if ((error.keyword === 'anyOf' || error.keyword === 'oneOf') && errors.some((e) => e !== error && e.instancePath === error.instancePath)) continue;
    const located = locate(error);
    if (wrongKind.has(located.element) && !(error.keyword === 'const' && located.rest.join('/') === 'type')) continue;
    const finding = { element: located.element, problem: sentence(located) };
    const key = `${finding.element}\u0000${finding.problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(finding);
  }
  return findings;
};
