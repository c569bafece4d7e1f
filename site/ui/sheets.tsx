/**
 * Spec 5: a page links the stylesheets of the blocks it draws and no others. The blocks only some
 * templates use have their classes in a family stylesheet (components/ui/sheets); the registry
 * wraps each such entry so that its output starts with the family's carrier, which makes Next link
 * that stylesheet on the pages drawing the block (and load it before a page reached by a link shows).
 */
import type { ComponentType, ReactNode } from 'react';
import type { Codename } from '../../schema/components';
import type { RegistryComponent } from '../../renderer/render/registry';
import {
  BuilderSheet,
  DestinationsSheet,
  EditorialSheet,
  FaqSheet,
  NumbersSheet,
  OfficesSheet,
  PartnersSheet,
  YachtSheet,
} from '../../components/ui/sheets/Sheets.lazy.client';

/** The families, by the name of their stylesheet in components/ui/sheets. */
const SHEETS = {
  yacht: YachtSheet,
  builder: BuilderSheet,
  editorial: EditorialSheet,
  destinations: DestinationsSheet,
  faq: FaqSheet,
  offices: OfficesSheet,
  partners: PartnersSheet,
  numbers: NumbersSheet,
} satisfies Record<string, ComponentType>;

export type SheetFamily = keyof typeof SHEETS;

export const withSheet = <K extends Codename>(family: SheetFamily, component: RegistryComponent<K>): RegistryComponent<K> => {
  const Sheet = SHEETS[family];
  const withIt = (output: ReactNode): ReactNode => (
    <>
      <Sheet />
      {output}
    </>
  );
  if ('loadThenRender' in component) return { loadThenRender: async (props, kit) => withIt(await component.loadThenRender(props, kit)) };
  // Still a plain call: the renderer catches what the component throws, and awaits what it promises.
  return (props) => {
    const output = component(props);
    return output instanceof Promise ? output.then(withIt) : withIt(output);
  };
};
