/**
 * The registry type: for every codename, the component that renders it. The schema module follows
 * from the codename (schema/components). The site's instance is declared `satisfies Registry`, so a
 * missing or extra type fails type-checking rather than at run time.
 */
import type { ReactNode } from 'react';
import type { BlockKit, LoadingBlock } from '../../schema/block';
import type { Codename, PropsOf } from '../../schema/components';
import type { Locale } from '../../schema/constants/locale';
import type { SiteServices } from '../../schema/services';
import type { Translator } from '../../schema/words';

/**
 * What the renderer passes every component besides its props (schema/block.ts): rich text
 * rendering, the smart-link attributes of its elements (spec 5.6; none on live pages), its words in
 * the item's locale, and the site's address and services.
 */
export type RenderKit = BlockKit<ReactNode>;

/** Server components only (a `'use client'` module is an island inside one, never an entry). */
export type ServerComponent<K extends Codename> = (props: PropsOf<K> & RenderKit) => ReactNode | Promise<ReactNode>;

/** A type that needs data while the page renders: `withLoader(Component, load)` in its folder, which ties the two. */
export type LoadingComponent<K extends Codename> = LoadingBlock<PropsOf<K>, ReactNode, ReactNode>;

export type RegistryComponent<K extends Codename> = ServerComponent<K> | LoadingComponent<K>;

export type Registry = { [K in Codename]: RegistryComponent<K> };

/** How the renderer finds a component: by codename, typed per codename. */
export type ComponentLookup = <K extends Codename>(codename: K) => RegistryComponent<K>;

/** What the site gives the renderer: its components, its words per locale and its services. */
export type SiteRendering = {
  components: ComponentLookup;
  translator: (locale: Locale) => Translator;
  services: SiteServices;
};

export const lookupIn =
  (registry: Registry): ComponentLookup =>
  (codename) =>
    registry[codename];
