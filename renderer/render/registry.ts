/**
 * The registry type: for every codename, its schema module and the component that renders it.
 * The site's instance is declared `satisfies Registry`, so a missing or extra type fails
 * type-checking rather than at run time.
 */
import type { ReactNode } from 'react';
import type { Codename, ModuleOf, PropsOf } from '../../schema/components';
import type { RichTextRenderer } from '../../schema/define';

/** What the renderer passes every component besides its props. */
export type RenderKit = { renderRichText: RichTextRenderer<ReactNode> };

/** Server components only: the renderer calls them to catch a component that throws. */
export type RegistryComponent<K extends Codename> = (props: PropsOf<K> & RenderKit) => ReactNode | Promise<ReactNode>;

export type RegistryEntry<K extends Codename> = { schema: ModuleOf<K>; Component: RegistryComponent<K> };

export type Registry = { [K in Codename]: RegistryEntry<K> };
