/**
 * The in-page targets of a page's component list, in page order (spec 2.15, 3.10, 4.5), for the
 * jump-to menu of a page without a yacht: every anchor_component, and a scroll_anchor_component
 * flagged 'jump-to enabled'. An invalid item is left out (the renderer reports it where it sits).
 */
import type { PageAnchor } from '../define';
import type { ContentItem } from '../kontent';
import { anchorComponent } from './anchor_component';
import { scrollAnchorComponent } from './scroll_anchor_component';
import { anchorId } from './anchor-id';
import { toContentFlags } from './content-flags';

const anchorOf = (item: ContentItem): PageAnchor | null => {
  if (item.system.type === anchorComponent.codename) {
    const parsed = anchorComponent.elements.safeParse(item.elements);
    return parsed.success ? { id: anchorId(parsed.data.anchor_text.value), label: parsed.data.anchor_text.value.trim() } : null;
  }
  if (item.system.type === scrollAnchorComponent.codename) {
    const parsed = scrollAnchorComponent.elements.safeParse(item.elements);
    if (!parsed.success || !toContentFlags(parsed.data.content_flags).jumpTo) return null;
    return { id: anchorId(parsed.data.anchor_text.value), label: parsed.data.anchor_text.value.trim() };
  }
  return null;
};

export const pageAnchors = (components: readonly ContentItem[]): PageAnchor[] => {
  const seen = new Set<string>();
  return components.flatMap((item) => {
    const anchor = anchorOf(item);
    if (!anchor || seen.has(anchor.id)) return [];
    seen.add(anchor.id);
    return [anchor];
  });
};
