/**
 * Projection (`elements`, `excludeElements`) and linked-item resolution (`depth`) of the Delivery
 * API (spec 7.1). As in Kontent, the projection applies to linked items too, and only the elements
 * left in the response pull their linked items into `modular_content`.
 */
import type { Element, Variant } from './store';

export type Projection = { elements: readonly string[] | undefined; excludeElements: readonly string[] | undefined };

export const project = (variant: Variant, projection: Projection): Variant => {
  const { elements, excludeElements } = projection;
  if (!elements && !excludeElements) return variant;
  const kept = Object.entries(variant.elements).filter(
    ([codename]) => (!elements || elements.includes(codename)) && !excludeElements?.includes(codename),
  );
  return { ...variant, elements: Object.fromEntries(kept) };
};

const linkedCodenames = (element: Element): readonly string[] => {
  if (element.type === 'modular_content') return element.value;
  if (element.type === 'rich_text') return element.modular_content;
  return [];
};

/** Codenames an item links to, in element order, without repeats. */
export const linksOf = (variant: Variant): string[] => [
  ...new Set(Object.values(variant.elements).flatMap((element) => linkedCodenames(element))),
];

/**
 * The response's `modular_content` map: items linked from `roots`, then from those, `depth` levels
 * deep. Items that cannot be resolved (unknown, unpublished, untranslated) are left out, as the
 * hosted API leaves them out; the linking element still names them.
 */
export const resolveLinkedItems = (
  roots: readonly Variant[],
  depth: number,
  resolve: (codename: string) => Variant | undefined,
  projection: Projection,
): Record<string, Variant> => {
  const linked: Record<string, Variant> = {};
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
      linked[codename] = shown;
      next.push(...linksOf(shown));
    }
    frontier = next.filter((codename) => !visited.has(codename));
  }
  return linked;
};
