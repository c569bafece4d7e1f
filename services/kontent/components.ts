/**
 * Rich-text components as the hosted Delivery API answers them (spec 3.2, 7.1). A component lives
 * inside its parent's rich text element (the store's `components`, see ./store-schema.ts), so it is
 * never an item: never listed, never filtered, never found at /items/{codename}. Kontent's
 * "Linked content and components" reference says how it is answered:
 * - "When retrieving items, the contents of all components and content items in the rich text and
 *   linked items elements are stored in the modular_content object property of the API response."
 * - "When enumerating the items, the modular_content object property contains only components."
 * - Components are not affected by the depth query parameter "as they are an integral part of their
 *   rich text element. Components are always present in the API response."
 * Their `system` follows the SDK's responses recorded from the hosted service (delivery-sdk-js
 * test/…/items-feed.spec.json): the id as name, the parent variant's language and date, no sitemap
 * locations and no workflow fields, since a component has no workflow of its own.
 */
import type { Element, StoredComponent, Variant } from './store-schema';

/** What `modular_content` holds: an item's variant, or a component shaped like one. */
export type Answered = { system: Record<string, unknown> & { codename: string }; elements: Record<string, Element> };

export type ElementFilter = (codename: string) => boolean;

const KEEP_ALL: ElementFilter = () => true;

/** The stored components of one element (none for elements other than rich text). */
const storedIn = (element: Element): readonly StoredComponent[] => (element.type === 'rich_text' ? (element.components ?? []) : []);

const hasStored = (elements: Record<string, Element>): boolean => Object.values(elements).some((e) => storedIn(e).length > 0);

/** The elements as the API answers them: rich text without the stored `components`. */
export const answeredElements = (elements: Record<string, Element>): Record<string, Element> => {
  if (!hasStored(elements)) return elements;
  return Object.fromEntries(
    Object.entries(elements).map(([codename, element]) => {
      if (element.type !== 'rich_text' || element.components === undefined) return [codename, element];
      const { components: _stored, ...answered } = element;
      return [codename, answered];
    }),
  );
};

/** A variant as the API answers it. */
export const answeredVariant = <V extends { elements: Record<string, Element> }>(variant: V): V =>
  hasStored(variant.elements) ? { ...variant, elements: answeredElements(variant.elements) } : variant;

/** Kontent's codename of a component: its id with underscores, prefixed with 'n' when it would start with a digit. */
export const componentCodename = (id: string): string => {
  const codename = id.toLowerCase().replace(/-/g, '_');
  return /^[0-9]/.test(codename) ? `n${codename}` : codename;
};

type Parent = { language: unknown; collection: unknown; last_modified: unknown };

const answerComponent = (component: StoredComponent, parent: Parent, keep: ElementFilter): Answered => {
  const { id, codename, type } = component.system;
  const elements = Object.fromEntries(Object.entries(component.elements).filter(([name]) => keep(name)));
  return {
    system: {
      id,
      name: id,
      codename,
      language: parent.language,
      type,
      sitemap_locations: [],
      collection: parent.collection,
      last_modified: parent.last_modified,
    },
    elements: answeredElements(elements),
  };
};

/**
 * Every component inside the elements `keep` leaves of `variant`, and the components nested in
 * those, by codename: what `modular_content` always holds for the variant, whatever the depth.
 */
export const componentsOf = (variant: Variant | Answered, keep: ElementFilter = KEEP_ALL): Record<string, Answered> => {
  const parent: Parent = {
    language: variant.system.language,
    collection: variant.system.collection,
    last_modified: variant.system.last_modified,
  };
  const found: Record<string, Answered> = {};
  const visit = (elements: Record<string, Element>) => {
    for (const [name, element] of Object.entries(elements)) {
      if (!keep(name)) continue;
      for (const component of storedIn(element)) {
        if (found[component.system.codename]) continue;
        found[component.system.codename] = answerComponent(component, parent, keep);
        visit(component.elements);
      }
    }
  };
  visit(variant.elements);
  return found;
};

/** Codenames of the components stored in `elements`, nested ones included. */
export const componentCodenames = (elements: Record<string, Element>, into = new Set<string>()): Set<string> => {
  for (const element of Object.values(elements)) {
    for (const component of storedIn(element)) {
      into.add(component.system.codename);
      componentCodenames(component.elements, into);
    }
  }
  return into;
};

const linkedFrom = (element: Element): readonly string[] => {
  if (element.type === 'modular_content') return element.value;
  if (element.type === 'rich_text') return element.modular_content;
  return [];
};

/**
 * The items a variant links to, in element order without repeats: its linked items elements and
 * the items inside its rich text, and those of its components, which belong to it; never the
 * components themselves, which are not items.
 */
export const itemLinksOf = (variant: { elements: Record<string, Element> }): string[] => {
  const components = componentCodenames(variant.elements);
  const links = new Set<string>();
  const visit = (elements: Record<string, Element>) => {
    for (const element of Object.values(elements)) {
      for (const codename of linkedFrom(element)) if (!components.has(codename)) links.add(codename);
      for (const component of storedIn(element)) visit(component.elements);
    }
  };
  visit(variant.elements);
  return [...links];
};
