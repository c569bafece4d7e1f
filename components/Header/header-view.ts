/**
 * What the header's islands draw from the header machine (spec 2.6, 4.8), without the machine:
 * the page starts from the initial view, and the machine's code loads on the first scroll, point,
 * focus or tap on the header (header.actor.ts).
 */

export type HeaderView = {
  sticky: boolean;
  hidden: boolean;
  pinned: boolean;
  shadow: boolean;
  mobileOpen: boolean;
  /** The item whose mega menu (or mobile accordion row) is open. */
  megaItem: string | null;
};

/** The machine's initial state, as a page draws it before the machine runs. */
export const INITIAL_HEADER_VIEW: HeaderView = { sticky: false, hidden: false, pinned: false, shadow: false, mobileOpen: false, megaItem: null };

/** Spec 2.6: an item opens its mega menu when it has one and it is not the open one already. */
export const opensMega = (megaItem: string | null, item: string, hasSubmenu: boolean): boolean => hasSubmenu && megaItem !== item;
