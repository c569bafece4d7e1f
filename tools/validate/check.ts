/**
 * Checks the items of one language: each item's elements against its type's JSON Schema, its
 * links to other items, and, for pages, that every component is of a type the site renders.
 * Items of a type without a schema are counted but not checked.
 */
import type { ContentItem } from '../../schema/kontent';
import { explain } from './explain';
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

export type CheckInput = {
  items: readonly ContentItem[];
  /** The Kontent language codename the feed was read in. */
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

/** Codenames an element links to: modular_content values and the items inside rich text. */
const linkedCodenames = (element: ContentItem['elements'][string]): string[] => {
  const values: unknown[] = [];
  if (element.type === 'modular_content' && Array.isArray(element.value)) values.push(...element.value);
  if (element.type === 'rich_text' && Array.isArray(element.modular_content)) values.push(...element.modular_content);
  return values.filter((v): v is string => typeof v === 'string');
};

export const checkLanguage = (input: CheckInput): LanguageResult => {
  const { items, language, preview, validators } = input;
  const byCodename = new Map(items.map((item) => [item.system.codename, item]));
  const problems: Problem[] = [];
  const counts = new Map<string, TypeCount>();
  const missingWhere = preview ? `in ${language}` : `published in ${language}`;

  for (const item of items) {
    const { type, codename } = item.system;
    // An untranslated item arrives in its fallback language; it is checked in that language.
    if (item.system.language !== language) continue;
    if (input.onlyType !== undefined && type !== input.onlyType) continue;
    const validate = validators.get(type);
    const count = counts.get(type) ?? { type, checked: validate !== undefined, items: 0, problems: 0 };
    counts.set(type, count);
    count.items += 1;
    if (!validate) continue;

    const found: Array<{ element: string; problem: string }> = [];
    if (!validate(item.elements)) found.push(...explain(validate.errors ?? []));
    for (const [element, value] of Object.entries(item.elements)) {
      for (const target of linkedCodenames(value)) {
        const linked = byCodename.get(target);
        if (!linked) {
          found.push({ element, problem: `links to '${target}', which does not exist ${missingWhere} (not published, or deleted)` });
        } else if (type === 'page' && element === 'components' && !input.componentTypes.has(linked.system.type)) {
          found.push({ element, problem: `component '${target}' is a ${linked.system.type} item, which a page cannot show` });
        }
      }
    }
    count.problems += found.length;
    const editUrl = found.length > 0 ? input.editUrl(item) : '';
    for (const { element, problem } of found) {
      problems.push({ codename, type, language, element, problem, itemId: item.system.id, itemName: item.system.name, editUrl });
    }
  }
  return { problems, counts };
};
