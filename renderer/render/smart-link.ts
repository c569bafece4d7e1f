/**
 * Attributes the Kontent smart-link SDK reads to put edit buttons on rendered content (spec 5.6).
 * The page root names the environment and language; linked items carry their item id, components
 * inside rich text their component id, and what shows an element its element codename.
 */
import type { EditAttributes, ElementEditor } from '../../schema/define';

/** Where an editor's click lands: the Kontent environment and the language codename of the page. */
export type EditingContext = { environmentId: string; languageCodename: string };

export type SmartLinkAttributes = { 'data-kontent-item-id': string } | { 'data-kontent-component-id': string };

export type SmartLinkKind = 'item' | 'component';

export const smartLinkAttributes = (id: string, kind: SmartLinkKind = 'item'): SmartLinkAttributes =>
  kind === 'component' ? { 'data-kontent-component-id': id } : { 'data-kontent-item-id': id };

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

/** The Kontent web app page that edits an item in a language (the editor's way back to the CMS). */
export const editItemUrl = ({ environmentId, languageCodename }: EditingContext, itemId: string): string =>
  `https://app.kontent.ai/goto/edit-item/project/${encodeURIComponent(environmentId)}/variant-codename/${encodeURIComponent(languageCodename)}/item/${encodeURIComponent(itemId)}`;
