/**
 * Spec 5: a page links the stylesheets of the blocks it draws and no others. The blocks only some
 * templates use have their classes in a family stylesheet (components/ui/sheets); the registry
 * wraps each such entry so that the first block of a family on a page brings the family's carrier,
 * which makes Next link that stylesheet in the page's HTML (and load it before a page reached by a
 * link shows).
 */
import { cache, type ComponentType, type ReactNode } from 'react';
import type { Codename } from '../../schema/components';
import type { RegistryComponent } from '../../renderer/render/registry';
import { BuilderSheet, DestinationsSheet, EditorialSheet, FaqSheet, YachtSheet } from '../../components/ui/sheets/Sheets.lazy.client';

/** The families, by the name of their stylesheet in components/ui/sheets. */
const SHEETS = {
  yacht: YachtSheet,
  builder: BuilderSheet,
  editorial: EditorialSheet,
  destinations: DestinationsSheet,
  faq: FaqSheet,
} satisfies Record<string, ComponentType>;

export type SheetFamily = keyof typeof SHEETS;

/**
 * The families a page render has brought so far (React's cache lasts one server request): each
 * carrier is written into the page's payload once, not once per block (a yacht page has a dozen).
 * A block counts once it has drawn, so one that fails takes no carrier with it.
 */
const broughtFamilies = cache((): Set<SheetFamily> => new Set());

export const withSheet = <K extends Codename>(family: SheetFamily, component: RegistryComponent<K>): RegistryComponent<K> => {
  const Sheet = SHEETS[family];
  const withIt = (output: ReactNode): ReactNode => {
    const brought = broughtFamilies();
    if (brought.has(family)) return output;
    brought.add(family);
    return (
      <>
        <Sheet />
        {output}
      </>
    );
  };
  if ('loadThenRender' in component) return { loadThenRender: async (props, kit) => withIt(await component.loadThenRender(props, kit)) };
  // Still a plain call: the renderer catches what the component throws, and awaits what it promises.
  return (props) => {
    const output = component(props);
    return output instanceof Promise ? output.then(withIt) : withIt(output);
  };
};
