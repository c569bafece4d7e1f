/**
 * Checks the items of one language: each item's elements against its type's JSON Schema, its
 * links to other items, and, for pages, that every component is of a type the site renders.
 * Items of a type without a schema are counted but not checked. Items arrive page by page; links
 * are resolved once every item of the language is known.
 */
import type { ContentItem } from '../../schema/kontent';
import { explain, type Finding } from './explain';
import type { TypeValidators } from './schemas';

export type Problem = {
  codename: string;
  type: string;
  language: string;
  element: string;
  problem: string;
  itemId: string;
  itemName: string;
  editUrl: string;
};

export type TypeCount = { type: string; checked: boolean; items: number; problems: number };

export type CheckOptions = {
  /** The Kontent language codename the feed is read in. */
  language: string;
  preview: boolean;
  validators: TypeValidators;
  /** Types a page may list in its `components` element. */
  componentTypes: ReadonlySet<string>;
  /** Only items of this type are checked (--type). */
  onlyType?: string;
  editUrl(item: ContentItem): string;
};

export type LanguageResult = { problems: Problem[]; counts: Map<string, TypeCount> };

type Link = { element: string; target: string };
type Checked = { item: Omit<Problem, 'element' | 'problem'>; findings: Finding[]; links: Link[] };

/** Codenames an element links to: modular_content values and the items inside rich text. */
const linksOf = (element: ContentItem['elements'][string]): string[] => {
  const values: unknown[] = [];
  if (element.type === 'modular_content' && Array.isArray(element.value)) values.push(...element.value);
  if (element.type === 'rich_text' && Array.isArray(element.modular_content)) values.push(...element.modular_content);
  return values.filter((v): v is string => typeof v === 'string');
};

export const createLanguageCheck = (options: CheckOptions) => {
  const { language, preview, validators } = options;
  /** codename -> type of every item the language serves, fallbacks included. */
  const types = new Map<string, string>();
  const counts = new Map<string, TypeCount>();
  const checked: Checked[] = [];

  const add = (items: readonly ContentItem[]): void => {
    for (const item of items) {
      const { type, codename } = item.system;
      types.set(codename, type);
      // An untranslated item arrives in its fallback language; it is checked in that language.
      if (item.system.language !== language) continue;
      if (options.onlyType !== undefined && type !== options.onlyType) continue;
      const validate = validators.get(type);
      const count = counts.get(type) ?? { type, checked: validate !== undefined, items: 0, problems: 0 };
      counts.set(type, count);
      count.items += 1;
      if (!validate) continue;
      const findings = validate(item.elements) ? [] : explain(validate.errors ?? []);
      const links = Object.entries(item.elements).flatMap(([element, value]) => linksOf(value).map((target) => ({ element, target })));
      if (findings.length === 0 && links.length === 0) continue;
      checked.push({
        item: { codename, type, language, itemId: item.system.id, itemName: item.system.name, editUrl: options.editUrl(item) },
        findings,
        links,
      });
    }
  };

  const finish = (): LanguageResult => {
    const missingWhere = preview ? `in ${language}` : `published in ${language}`;
    const problems: Problem[] = [];
    for (const { item, findings, links } of checked) {
      const found = [...findings];
      for (const { element, target } of links) {
        const targetType = types.get(target);
        if (targetType === undefined) {
          found.push({ element, problem: `links to '${target}', which does not exist ${missingWhere} (not published, or deleted)` });
        } else if (item.type === 'page' && element === 'components' && !options.componentTypes.has(targetType)) {
          found.push({ element, problem: `component '${target}' is a ${targetType} item, which a page cannot show` });
        }
      }
      const count = counts.get(item.type);
      if (count) count.problems += found.length;
      problems.push(...found.map((f) => ({ ...item, ...f })));
    }
    return { problems, counts };
  };

  return { add, finish };
};
