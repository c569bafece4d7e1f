/**
 * Applies an editor's unsaved changes (./live-update.ts) to a Delivery API response, as the
 * smart-link SDK's `applyUpdateOnItemAndLoadLinkedItems` does to parsed items: every copy of the
 * changed item variant (the page itself or any linked item in `modular_content`) gets the new
 * values, a rich text brings its components, and items newly linked are loaded. Only elements the
 * response already has are replaced, so a query's projection stays as it was.
 */
import type { ContentItem, ItemsResponse, LinkedItems } from '../../schema/kontent';
import type { ElementOverride } from './live-update';

/** Loads items by codename in a language, with what they link to (the preview API). */
export type LoadItems = (codenames: readonly string[], language: string) => Promise<ItemsResponse>;

/** At most this many items are loaded for one page: an editor links a few at a time. */
export const MAX_LOADED_ITEMS = 50;

const keyOf = (codename: string, language: string): string => `${codename}|${language}`;

const byItem = (overrides: readonly ElementOverride[]): Map<string, ElementOverride[]> => {
  const map = new Map<string, ElementOverride[]>();
  for (const override of overrides) {
    const key = keyOf(override.item, override.language);
    map.set(key, [...(map.get(key) ?? []), override]);
  }
  return map;
};

type Applied = { item: ContentItem; used: ElementOverride[] };

/** The item with its overridden elements replaced (their names kept); `used`: the overrides that applied. */
const patch = (item: ContentItem, overrides: Map<string, ElementOverride[]>): Applied => {
  const mine = overrides.get(keyOf(item.system.codename, item.system.language)) ?? [];
  const used = mine.filter((override) => item.elements[override.element] !== undefined);
  if (used.length === 0) return { item, used };
  const elements = { ...item.elements };
  for (const override of used) {
    const current = elements[override.element];
    if (current) elements[override.element] = { ...override.value, name: current.name };
  }
  return { item: { ...item, elements }, used };
};

/** The items an override's element links to (linked items, rich text's items and components). */
const linkedBy = (override: ElementOverride): string[] => {
  const { value } = override;
  const list = value.type === 'modular_content' ? value.value : value.type === 'rich_text' ? value.modular_content : [];
  return Array.isArray(list) ? list.filter((codename): codename is string => typeof codename === 'string') : [];
};

const patchAll = (items: readonly ContentItem[], overrides: Map<string, ElementOverride[]>, used: ElementOverride[]): ContentItem[] =>
  items.map((item) => {
    const applied = patch(item, overrides);
    used.push(...applied.used);
    return applied.item;
  });

/**
 * The response with the overrides applied. A load that fails leaves the new links out (the
 * preview's problem box then names them) rather than failing the page.
 */
export const applyOverrides = async (
  response: ItemsResponse,
  overrides: readonly ElementOverride[],
  load: LoadItems,
  onLoadError: (error: unknown) => void = () => undefined,
): Promise<ItemsResponse> => {
  if (overrides.length === 0) return response;
  const indexed = byItem(overrides);
  const used: ElementOverride[] = [];
  const items = patchAll(response.items, indexed, used);
  const linked: LinkedItems = {};
  for (const [codename, item] of Object.entries(response.modular_content)) {
    const applied = patch(item, indexed);
    linked[codename] = applied.item;
    used.push(...applied.used);
  }
  for (const override of used) Object.assign(linked, override.components);

  const missing = new Map<string, Set<string>>();
  for (const override of used) {
    for (const codename of linkedBy(override)) {
      if (linked[codename] || items.some((item) => item.system.codename === codename)) continue;
      missing.set(override.language, (missing.get(override.language) ?? new Set()).add(codename));
    }
  }
  let budget = MAX_LOADED_ITEMS;
  for (const [language, codenames] of missing) {
    const wanted = [...codenames].slice(0, budget);
    budget -= wanted.length;
    if (wanted.length === 0) continue;
    try {
      const loaded = await load(wanted, language);
      for (const item of [...loaded.items, ...Object.values(loaded.modular_content)]) {
        linked[item.system.codename] ??= patch(item, indexed).item;
      }
    } catch (error) {
      onLoadError(error);
    }
  }
  return { ...response, items, modular_content: linked };
};
