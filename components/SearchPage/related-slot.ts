/**
 * Where the related yachts of the top hit go (spec 2.10), and how far ahead of the viewport they are
 * asked for: shared by the island, which asks, and its loader, which loads the island when the
 * visitor nears that place before touching a control.
 */
export const RELATED_AHEAD_PX = 800;
export const RELATED_SLOT_ATTRIBUTE = 'data-search-related-slot';
