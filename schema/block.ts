/**
 * The block contract, written once for the renderer and the components (spec 2.1, 2.16): what the
 * renderer hands a type's component besides its props, and how a type that needs data while the
 * page renders ties its loader to its component. `Node` is what rich text renders to (React's
 * ReactNode): schema stays free of React, so the renderer and components/ui/block.ts name it.
 */
import type { Codename, PropsOf } from './components';
import type { ElementEditor, RichTextRenderer } from './define';
import type { SiteServices } from './services';
import type { Translator } from './words';

/** Rich text rendering, smart-link attributes (none on live pages), words in the item's locale, the site's services. */
export type BlockKit<Node> = {
  renderRichText: RichTextRenderer<Node>;
  edit: ElementEditor;
  t: Translator;
  services: SiteServices;
};

export type KitPart = keyof BlockKit<unknown>;

/** A block's props: its type's props, found by codename, and the parts of the kit it reads. */
export type BlockPropsOf<K extends Codename, Uses extends KitPart, Node> = PropsOf<K> & Pick<BlockKit<Node>, Uses>;

/** Reads what a block shows (search hits, the page tree) from its props and the site's services while the page renders. */
export type Loader<P, D> = (props: P, services: SiteServices) => Promise<D>;

/** What the renderer calls for a type that loads: load, then draw with what was loaded (the data's type stays inside). */
export type LoadingBlock<P, Node, Output> = { loadThenRender: (props: P, kit: BlockKit<Node>) => Promise<Output> };

/**
 * Ties a component that reads `data` to the loader that answers it: the data's type is the one the
 * component declares, so a loader answering anything else fails type-checking here. The component
 * keeps its own call (tests draw it with data) and gains `load`; the renderer calls `loadThenRender`.
 * The loader's first parameter names the type's props, which the registry checks against the
 * codename's. A plain function on the server, nothing a browser loads.
 */
export const withLoader = <P, D, Node, Output, C>(
  Component: C & ((props: NoInfer<P> & BlockKit<Node> & { data: D }) => Output | Promise<Output>),
  load: Loader<P, NoInfer<D>>,
): C & { load: Loader<P, D> } & LoadingBlock<P, Node, Output> =>
  Object.assign(Component, {
    load,
    loadThenRender: async (props: P, kit: BlockKit<Node>): Promise<Output> => Component({ ...props, ...kit, data: await load(props, kit.services) }),
  });
