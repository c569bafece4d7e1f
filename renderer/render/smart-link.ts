/**
 * Attributes the Kontent smart-link SDK reads to put edit buttons on rendered content (spec 5.6).
 * The page root names the environment and language; linked items carry their item id, components
 * inside rich text their component id, and what shows an element its element codename. Add buttons
 * (shown only inside Kontent's preview frame) let an editor add a component or a linked item before
 * a block of a page, after an item inside rich text, or at the end of a list or rich-text element.
 */
import type { EditAttributes, ElementEditor } from '../../schema/define';
import type { ContentItem } from '../../schema/kontent';
import { KONTENT_APP_ORIGIN } from '../../schema/env';

/** Where an editor's click lands: the Kontent environment and the language codename of the page. */
export type EditingContext = { environmentId: string; languageCodename: string };

export type SmartLinkAttributes = { 'data-kontent-item-id': string } | { 'data-kontent-component-id': string };

export type SmartLinkKind = 'item' | 'component';

export const smartLinkAttributes = (id: string, kind: SmartLinkKind = 'item'): SmartLinkAttributes => (kind === 'component' ? { 'data-kontent-component-id': id } : { 'data-kontent-item-id': id });

/** On the page's root element: every highlight below it edits in this environment and language. */
export const rootAttributes = ({ environmentId, languageCodename }: EditingContext): EditAttributes => ({
  'data-kontent-environment-id': environmentId,
  'data-kontent-language-codename': languageCodename,
});

/** The preview editor: an element of the item being rendered, or of the linked item `itemId`. */
export const markElement: ElementEditor = (element, itemId): EditAttributes => {
  const attributes: EditAttributes = { 'data-kontent-element-codename': element };
  return itemId === undefined ? attributes : { 'data-kontent-item-id': itemId, ...attributes };
};

/** Where an added item goes (the SDK's insert positions): next to a block, or at the end of the element. */
export type InsertPosition = 'before' | 'after' | 'end';

/** Each button sits on the seam it inserts into: above a block, below an item, at the element's bottom corner. */
const RENDER_POSITION: Record<InsertPosition, string> = { before: 'top', after: 'bottom', end: 'bottom-end' };

export const addButtonAttributes = (position: InsertPosition): EditAttributes => ({
  'data-kontent-add-button': '',
  'data-kontent-add-button-insert-position': position,
  'data-kontent-add-button-render-position': RENDER_POSITION[position],
});

/** Elements an editor adds items to: linked items and rich text (components and inline items). */
const LIST_ELEMENTS: ReadonlySet<string> = new Set(['modular_content', 'rich_text']);

/**
 * The preview editor of one item: marks its elements, and gives what shows a linked-items or
 * rich-text element of the item itself an add button at its end. An element of another item
 * (`itemId`, a button inside its container) is only marked.
 */
export const editorOf =
  (item: ContentItem): ElementEditor =>
  (element, itemId) => {
    const marks = markElement(element, itemId);
    if (itemId !== undefined || !LIST_ELEMENTS.has(item.elements[element]?.type ?? '')) return marks;
    return { ...marks, ...addButtonAttributes('end') };
  };

/** The element that holds a list of blocks (a page's components): the item, the element, an add button at its end. */
export const listAttributes = (owner: { itemId: string; element: string }): EditAttributes => ({
  'data-kontent-item-id': owner.itemId,
  ...markElement(owner.element),
  ...addButtonAttributes('end'),
});

/**
 * An empty marker after an item inside rich text: its add button inserts after that item into the
 * named rich-text element. It names the element itself, so the button is right whatever markup the
 * component puts around its rich text; it has no highlight of its own.
 */
export const insertAfterAttributes = (target: { id: string; kind: SmartLinkKind }, element: string): EditAttributes => ({
  ...addButtonAttributes('after'),
  ...smartLinkAttributes(target.id, target.kind),
  ...markElement(element),
  'data-kontent-disable-features': 'highlight',
});

/** The Kontent web app page that edits an item in a language (the editor's way back to the CMS). */
export const editItemUrl = ({ environmentId, languageCodename }: EditingContext, itemId: string): string =>
  `${KONTENT_APP_ORIGIN}/goto/edit-item/project/${encodeURIComponent(environmentId)}/variant-codename/${encodeURIComponent(languageCodename)}/item/${encodeURIComponent(itemId)}`;
