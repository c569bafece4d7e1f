/**
 * The shape every component module shares: the codename, the zod schema of the raw `elements`
 * object, and `toProps`, the mapping to the component's props with the spec 9.6 defaults applied.
 */
import { z } from 'zod';
import type { ContentItem, LinkedItems } from './kontent';
import { localisedPath } from './locale';
import type { Locale } from './constants/locale';
import { wrongElementType } from './elements';
import { brokenItemLinks, brokenLinkProblem, type RichTextValue } from './rich-text';
import type { GalleryJson } from './yacht/gallery';

/** Names an item for an editor: its name in the CMS, its codename and its type. */
export type ItemRef = { id: string; name: string; codename: string; type: string };

/** A problem with content, named the way an editor finds it: item, element, what is wrong. */
export type ContentIssue = { item: ItemRef; element: string; problem: string };

/**
 * The page an item is rendered on (spec 3.3 'current-yacht state'): a yacht or berth page names
 * its yacht or berth once, in the page's `yacht`/`berth` element, and its yacht components read it
 * from here; `yachtType` is the page's market view (pageYachtType).
 */
export type PageContext = {
  yachtType: 'charter' | 'sale' | null;
  /** Codename of the page's yacht item, found in the response's linked items. */
  yacht: string | null;
  berth: string | null;
  /** People pages (spec 3.8): codename of the person the page shows, found in the linked items. */
  person?: string | null;
  /** The page's path without locale (spec 2.4), e.g. '/yacht-for-charter/aurora'. */
  path: string | null;
  /** The yacht's gallery file (spec 3.5, 7.4), fetched once per page; null when absent or failing (8.3). */
  gallery: GalleryJson | null;
  /**
   * The page's paged listing: the codename of the list block that is paged and the page
   * of it this request shows. Absent on pages without a listing.
   */
  listing?: PageListing;
  /**
   * The page's in-page targets in page order (anchor_component, and scroll_anchor_component when
   * flagged 'jump-to enabled'; spec 2.15, 3.10): a jump-to menu on a page without a yacht lists them.
   */
  anchors?: readonly PageAnchor[];
};

export type PageAnchor = { id: string; label: string };

export type PageListing = { codename: string; page: number };

export const NO_PAGE: PageContext = Object.freeze({ yachtType: null, yacht: null, berth: null, path: null, gallery: null });

export type MapContext = {
  locale: Locale;
  page: PageContext;
  /** The item being mapped; issues found while mapping it name it. */
  item: ItemRef;
  /** An item from the response's modular_content, or undefined when the response lacks it. */
  linkedItem(codename: string): ContentItem | undefined;
  /** The localised URL of an internal path (spec 2.1, 2.14). */
  href(path: string): string;
  /** Records a problem the editor should see; the component still renders without the bad part. */
  report(issue: ContentIssue): void;
};

export type ComponentModule<C extends string, S extends z.ZodType, P> = {
  codename: C;
  /** Strict about the elements the component needs, tolerant of extra ones. */
  elements: S;
  toProps(elements: z.output<S>, ctx: MapContext): P;
};

export const defineComponent = <const C extends string, S extends z.ZodType, P>(module: ComponentModule<C, S, P>): ComponentModule<C, S, P> => module;

/**
 * How a component turns a rich text value into its output. The renderer provides it (components
 * receive it as the `renderRichText` prop), so components never parse CMS HTML themselves.
 */
export type RichTextRenderer<Output> = (value: RichTextValue) => Output;

/** Attributes the CMS's in-context editing overlay reads (spec 5.6), spread onto what shows an element. */
export type EditAttributes = { readonly [name: `data-kontent-${string}`]: string };

/**
 * How a component marks what shows one of its elements for in-context editing. The renderer provides
 * it (components receive it as the `edit` prop): in preview it names the element, and the linked item
 * it belongs to when `itemId` is given (e.g. a button); on live pages it returns no attributes.
 */
export type ElementEditor = (element: string, itemId?: string) => EditAttributes;

const NO_ATTRIBUTES: EditAttributes = Object.freeze({});

/** The editor of pages no one edits: live pages, and components rendered outside the renderer. */
export const noEdit: ElementEditor = () => NO_ATTRIBUTES;

/** Whether a component renders in preview: its editor returns smart-link marks there, none on a live page. */
export const isEditing = (edit: ElementEditor, element: string): boolean => Object.keys(edit(element)).length > 0;

export const itemRef = (item: ContentItem): ItemRef => ({
  id: item.system.id,
  name: item.system.name,
  codename: item.system.codename,
  type: item.system.type,
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The Kontent type of the raw element `name`, when there is one. */
const rawTypeOf = (elements: unknown, name: string): string | undefined => {
  const element = isRecord(elements) ? elements[name] : undefined;
  return isRecord(element) && typeof element.type === 'string' ? element.type : undefined;
};

/**
 * zod issues as editor-facing problems: the element is the first path segment. An element whose
 * type was changed in the CMS is one problem naming the type found and the type the model expects,
 * not one per check its value then fails.
 */
export const issuesOf = (error: z.ZodError, item: ItemRef, elements?: unknown): ContentIssue[] => {
  const retyped = new Map<string, string>();
  for (const issue of error.issues) {
    const [name, field] = issue.path;
    const found = typeof name === 'string' ? rawTypeOf(elements, name) : undefined;
    if (typeof name !== 'string' || field !== 'type' || issue.path.length !== 2 || issue.code !== 'invalid_value' || !found) continue;
    retyped.set(name, wrongElementType(found, String(issue.values[0])));
  }
  const issues: ContentIssue[] = [...retyped].map(([element, problem]) => ({ item, element, problem }));
  for (const issue of error.issues) {
    const element = typeof issue.path[0] === 'string' ? issue.path[0] : '(item)';
    if (!retyped.has(element)) issues.push({ item, element, problem: issue.message });
  }
  return issues;
};

/**
 * Maps linked items (e.g. buttons) with their own module. An item that is missing, of another
 * type or invalid is reported and left out, so the parent still renders.
 */
export const linkedProps = <S extends z.ZodType, P>(ctx: MapContext, module: ComponentModule<string, S, P>, element: string, codenames: readonly string[]): P[] => {
  const props: P[] = [];
  for (const codename of codenames) {
    const item = ctx.linkedItem(codename);
    if (!item) {
      ctx.report({
        item: ctx.item,
        element,
        problem: `Linked item '${codename}' is missing: it is not published in this language, or was deleted`,
      });
      continue;
    }
    const ref = itemRef(item);
    if (item.system.type !== module.codename) {
      ctx.report({
        item: ctx.item,
        element,
        problem: `'${ref.name}' is a ${ref.type}; only ${module.codename} items can be used here`,
      });
      continue;
    }
    const parsed = module.elements.safeParse(item.elements);
    if (!parsed.success) {
      issuesOf(parsed.error, ref, item.elements).forEach((issue) => ctx.report(issue));
      continue;
    }
    props.push(module.toProps(parsed.data, { ...ctx, item: ref }));
  }
  return props;
};

const rawRichText = z.object({ type: z.literal('rich_text'), value: z.string(), links: z.record(z.string(), z.unknown()).optional() });

/** Item links in the item's rich text that lead nowhere (unpublished or deleted targets). */
const richTextLinkIssues = (elements: unknown, item: ItemRef): ContentIssue[] =>
  Object.entries(isRecord(elements) ? elements : {}).flatMap(([element, raw]) => {
    const parsed = rawRichText.safeParse(raw);
    return parsed.success ? brokenItemLinks(parsed.data).map((words) => ({ item, element, problem: brokenLinkProblem(words) })) : [];
  });

export type Mapped<P> = { ok: true; props: P; issues: ContentIssue[] } | { ok: false; issues: ContentIssue[] };

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The one mapping core (renderer, configuration loader, tests): parses an item's elements with its
 * module and maps them to props, collecting what an editor should fix. When `toProps` throws, the
 * issues reported before the throw are kept, with the failure added (spec 8.2).
 */
export const mapItem = <S extends z.ZodType, P>(
  module: ComponentModule<string, S, P>,
  elements: unknown,
  env: { locale: Locale; item: ItemRef; linkedItems: LinkedItems; page?: PageContext },
): Mapped<P> => {
  const parsed = module.elements.safeParse(elements);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error, env.item, elements) };
  const issues: ContentIssue[] = richTextLinkIssues(elements, env.item);
  const ctx: MapContext = {
    locale: env.locale,
    page: env.page ?? NO_PAGE,
    item: env.item,
    linkedItem: (codename) => env.linkedItems[codename],
    href: (path) => localisedPath(path, env.locale),
    report: (issue) => issues.push(issue),
  };
  try {
    return { ok: true, props: module.toProps(parsed.data, ctx), issues };
  } catch (error) {
    issues.push({ item: env.item, element: '(item)', problem: `The content could not be mapped: ${describeError(error)}` });
    return { ok: false, issues };
  }
};
