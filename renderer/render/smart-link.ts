/**
 * Attributes the Kontent smart-link SDK reads to put edit buttons on rendered content (spec 5.6).
 * Linked items carry their item id; components inside rich text carry their component id.
 */
export type SmartLinkAttributes = { 'data-kontent-item-id': string } | { 'data-kontent-component-id': string };

export type SmartLinkKind = 'item' | 'component';

export const smartLinkAttributes = (id: string, kind: SmartLinkKind = 'item'): SmartLinkAttributes =>
  kind === 'component' ? { 'data-kontent-component-id': id } : { 'data-kontent-item-id': id };

/** The Kontent web app page that edits an item in a language (the editor's way back to the CMS). */
export const editItemUrl = (environmentId: string, languageCodename: string, itemId: string): string =>
  `https://app.kontent.ai/goto/edit-item/project/${encodeURIComponent(environmentId)}/variant-codename/${encodeURIComponent(languageCodename)}/item/${encodeURIComponent(itemId)}`;
