/**
 * The registry type: for every codename, the component that renders it. The schema module follows
 * from the codename (schema/components). The site's instance is declared `satisfies Registry`, so a
 * missing or extra type fails type-checking rather than at run time.
 */
import type { ReactNode } from 'react';
import type { Codename, PropsOf } from '../../schema/components';
import type { ElementEditor, RichTextRenderer } from '../../schema/define';

/**
 * What the renderer passes every component besides its props: rich text rendering, and the
 * smart-link attributes of its elements (spec 5.6; none on live pages).
 */
export type RenderKit = { renderRichText: RichTextRenderer<ReactNode>; edit: ElementEditor };

/** Server components only (a `'use client'` module is an island inside one, never an entry). */
export type RegistryComponent<K extends Codename> = (props: PropsOf<K> & RenderKit) => ReactNode | Promise<ReactNode>;

export type Registry = { [K in Codename]: RegistryComponent<K> };

/** How the renderer finds a component: by codename, typed per codename. */
export type ComponentLookup = <K extends Codename>(codename: K) => RegistryComponent<K>;

export const lookupIn =
  (registry: Registry): ComponentLookup =>
  (codename) =>
    registry[codename];
