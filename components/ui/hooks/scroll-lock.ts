/**
 * Body scroll lock of spec 2.15, shared by the mobile menu and the drawers. Counted, so two
 * overlays that lock and unlock in any order leave the page as it was.
 */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export const lockBodyScroll = (doc: Document = document): (() => void) => {
  const root = doc.documentElement;
  if (holders === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = (doc.defaultView?.innerWidth ?? root.clientWidth) - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
};
