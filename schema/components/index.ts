/**
 * Every component type (schema/README.md), keyed by its Kontent codename: the map is generated
 * from the files of this folder (modules.generated.ts, `npm run types:index`), so a type is added
 * by adding its module. The renderer's registry must match it exactly.
 */
import type { z } from 'zod';
import type { MapContext } from '../define';
import { componentModules } from './modules.generated';

export { componentModules };

export type ComponentModules = typeof componentModules;
export type Codename = keyof ComponentModules;
/** The raw elements a type's schema accepts, after parsing. */
export type ElementsOf<K extends Codename> = z.output<ComponentModules[K]['elements']>;
/** The props a type's component receives. */
export type PropsOf<K extends Codename> = ReturnType<ComponentModules[K]['toProps']>;

/**
 * A module seen through its codename, so code that handles any type (the renderer, tests) can
 * pass a codename K and get that type's elements and props, without a union to narrow.
 */
export type ModuleOf<K extends Codename> = {
  codename: K;
  elements: z.ZodType<ElementsOf<K>>;
  toProps(elements: ElementsOf<K>, ctx: MapContext): PropsOf<K>;
};

export const modulesByCodename: { [K in Codename]: ModuleOf<K> } = componentModules;

export const isCodename = (type: string): type is Codename => Object.hasOwn(componentModules, type);

/** Every codename, in alphabetical order. */
export const CODENAMES: readonly Codename[] = Object.keys(componentModules).filter(isCodename);
