/**
 * Projection (`elements`, `excludeElements`) and linked-item resolution (`depth`) of the Delivery
 * API (spec 7.1). As in Kontent, the projection applies to linked items and components too, and
 * only the elements left in the response pull their linked items into `modular_content`.
 * Components inside rich text are always answered, whatever the depth (./components.ts).
 */
import { answeredVariant, componentsOf, itemLinksOf, type Answered, type ElementFilter } from './components';
import type { Variant } from './store';

export type Projection = { elements: readonly string[] | undefined; excludeElements: readonly string[] | undefined };

const keeps =
  ({ elements, excludeElements }: Projection): ElementFilter =>
  (codename) =>
    (!elements || elements.includes(codename)) && !excludeElements?.includes(codename);

export const project = (variant: Variant, projection: Projection): Variant => {
  if (!projection.elements && !projection.excludeElements) return variant;
  const keep = keeps(projection);
  return { ...variant, elements: Object.fromEntries(Object.entries(variant.elements).filter(([codename]) => keep(codename))) };
};

/** Codenames of the items a variant links to (its components' links included), in element order, without repeats. */
export const linksOf = (variant: Variant): string[] => itemLinksOf(variant);

/**
 * The response's `modular_content` map: the components of `roots`, then the items linked from
 * `roots`, then from those, `depth` levels deep, each with its own components. Items that cannot
 * be resolved (unknown, unpublished, untranslated) are left out, as the hosted API leaves them out;
 * the linking element still names them. `roots` are projected, not yet answered.
 */
export const resolveLinkedItems = (roots: readonly Variant[], depth: number, resolve: (codename: string) => Variant | undefined, projection: Projection): Record<string, Answered> => {
  const keep = keeps(projection);
  const linked: Record<string, Answered> = {};
  for (const root of roots) Object.assign(linked, componentsOf(root, keep));
  const visited = new Set<string>();
  let frontier = [...new Set(roots.flatMap(linksOf))];
  for (let level = 1; level <= depth && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const codename of frontier) {
      if (visited.has(codename)) continue;
      visited.add(codename);
      const variant = resolve(codename);
      if (!variant) continue;
      const shown = project(variant, projection);
      linked[codename] = answeredVariant(shown);
      Object.assign(linked, componentsOf(shown, keep));
      next.push(...linksOf(shown));
    }
    frontier = next.filter((codename) => !visited.has(codename));
  }
  return linked;
};

/** Items as a response lists them, with the `modular_content` they bring (GET items, GET items/{codename}). */
export const answerItems = (
  variants: readonly Variant[],
  depth: number,
  resolve: (codename: string) => Variant | undefined,
  projection: Projection,
): { items: Variant[]; modular_content: Record<string, Answered> } => {
  const shown = variants.map((variant) => project(variant, projection));
  return { items: shown.map(answeredVariant), modular_content: resolveLinkedItems(shown, depth, resolve, projection) };
};

/** Items as the items feed lists them: its `modular_content` holds their components only. */
export const answerFeedItems = (variants: readonly Variant[], projection: Projection): { items: Variant[]; modular_content: Record<string, Answered> } => {
  const keep = keeps(projection);
  const shown = variants.map((variant) => project(variant, projection));
  const modular_content: Record<string, Answered> = {};
  for (const variant of shown) Object.assign(modular_content, componentsOf(variant, keep));
  return { items: shown.map(answeredVariant), modular_content };
};
