'use client';
/**
 * Hooks for overlays (spec 2.15: body scroll lock, click outside; 2.13 drawers and 2.6 menus as
 * dialogs): lock the page, keep Tab inside, close on Escape or a click outside, give focus back.
 */
import { useEffect, type RefObject } from 'react';
import { lockBodyScroll } from './scroll-lock';

export const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export const useBodyScrollLock = (active: boolean): void => {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
};

/** Calls `onOutside` for a pointer press outside every given element (spec 2.15). */
export const useClickOutside = (refs: ReadonlyArray<RefObject<HTMLElement | null>>, active: boolean, onOutside: () => void): void => {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [refs, active, onOutside]);
};

const focusables = (container: HTMLElement): HTMLElement[] => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/**
 * While active: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls
 * `onEscape`; when it ends, focus returns to what had it before (the opening button).
 */
export const useFocusTrap = (container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void => {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusables(root)[0] ?? root).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [container, active, onEscape]);
};
