/**
 * Checks the items of one language: each item's elements against its type's JSON Schema, the
 * components in its rich text against theirs (reported at the item and element that hold them),
 * its links to other items, and, for pages, that every component is of a type the site renders.
 * Items of a type without a schema are counted but not checked. Items arrive page by page; links
 * are resolved once every item of the language is known.
 */
import { z } from 'zod';
import type { ContentItem } from '../../schema/kontent';
import { componentCodenamesIn, itemLinksIn } from '../../schema/rich-text';
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

/** Components in the items' rich text: how many were checked, and their problems. */
export type ComponentCount = { checked: number; problems: number };

export type LanguageResult = { problems: Problem[]; counts: Map<string, TypeCount>; components: ComponentCount };

/** A link from an element; `words` when it is a link in the text; `target` null when the response names no item. */
type Link = { element: string; target: string | null; words?: string };
type Checked = { item: Omit<Problem, 'element' | 'problem'>; findings: Finding[]; links: Link[] };
type Elements = ContentItem['elements'];
type Answered = Readonly<Record<string, ContentItem>>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

const linkTargets = z.record(z.string(), z.looseObject({ codename: z.string().optional() }));

/** Item id -> codename, from a rich text element's `links`. */
const linkMap = (links: unknown): Map<string, string | undefined> => {
  const parsed = linkTargets.safeParse(links);
  return new Map(Object.entries(parsed.success ? parsed.data : {}).map(([id, link]) => [id, link.codename]));
};

export const createLanguageCheck = (options: CheckOptions) => {
  const { language, preview, validators } = options;
  /** codename -> type of every item the language serves, fallbacks included. */
  const types = new Map<string, string>();
  const counts = new Map<string, TypeCount>();
  const checked: Checked[] = [];
  const components: ComponentCount = { checked: 0, problems: 0 };

  /**
   * An item's links, and the problems of the components in its rich text. A component belongs to
   * its item: its problems and links are the item's, reported at the element that holds it (`at`).
   */
  const walk = (elements: Elements, answered: Answered, findings: Finding[], links: Link[], at?: string): void => {
    for (const [name, element] of Object.entries(elements)) {
      const where = at ?? name;
      if (element.type === 'modular_content') for (const target of strings(element.value)) links.push({ element: where, target });
      if (element.type !== 'rich_text' || typeof element.value !== 'string') continue;
      const inserted = new Set(componentCodenamesIn(element.value));
      for (const codename of strings(element.modular_content)) {
        const component = answered[codename];
        if (inserted.has(codename) && component) checkComponent(component, answered, findings, links, where);
        else if (inserted.has(codename)) findings.push({ element: where, problem: `its component ${codename} is missing from the items feed` });
        else links.push({ element: where, target: codename });
      }
      const targets = linkMap(element.links);
      for (const { itemId, words } of itemLinksIn(element.value)) links.push({ element: where, target: targets.get(itemId) ?? null, words });
    }
  };

  const checkComponent = (component: ContentItem, answered: Answered, findings: Finding[], links: Link[], at: string): void => {
    const { codename, type } = component.system;
    components.checked += 1;
    const before = findings.length;
    const validate = validators.get(type);
    if (!options.componentTypes.has(type)) {
      findings.push({ element: at, problem: `its component ${codename} is a ${type}, which the site cannot show` });
    } else if (validate && !validate(component.elements)) {
      for (const f of explain(validate.errors ?? [])) findings.push({ element: at, problem: `its ${type} component ${codename}, ${f.element}: ${f.problem}` });
    }
    components.problems += findings.length - before;
    walk(component.elements, answered, findings, links, at);
  };

  /** One feed page: its items, and its `modular_content`, which holds the items' components. */
  const add = (items: readonly ContentItem[], answered: Answered = {}): void => {
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
      const links: Link[] = [];
      walk(item.elements, answered, findings, links);
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
      for (const { element, target, words } of links) {
        const targetType = target === null ? undefined : types.get(target);
        if (targetType === undefined) {
          const problem =
            words === undefined
              ? `links to '${target ?? ''}', which does not exist ${missingWhere} (not published, or deleted)`
              : `the link "${words}" leads to an item which does not exist ${missingWhere} (not published, or deleted)`;
          found.push({ element, problem });
        } else if (item.type === 'page' && element === 'components' && !options.componentTypes.has(targetType)) {
          found.push({ element, problem: `component '${target ?? ''}' is a ${targetType} item, which a page cannot show` });
        }
      }
      const count = counts.get(item.type);
      if (count) count.problems += found.length;
      problems.push(...found.map((f) => ({ ...item, ...f })));
    }
    return { problems, counts, components };
  };

  return { add, finish };
};
