'use client';
/**
 * The header island: one header machine shared by the menu button (inside the header) and the
 * mobile panel (a sibling of the header, since the header's backdrop-filter would make it the
 * containing block of a fixed panel). The menu's links arrive as server-rendered children.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { RESIZE_DEBOUNCE_MS } from '../../schema/constants/layout';
import { headerMachine } from './header.machine';
import { CloseIcon, MenuIcon } from './icons';

const HeaderActor = createActorContext(headerMachine);
const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function HeaderState({ children }: { children: ReactNode }) {
  return <HeaderActor.Provider>{children}</HeaderActor.Provider>;
}

const useMenuOpen = () => HeaderActor.useSelector((state) => state.matches({ mobileMenu: 'open' }));

export function MobileMenuButton({
  id,
  controls,
  openLabel,
  closeLabel,
}: {
  id: string;
  controls: string;
  openLabel: string;
  closeLabel: string;
}) {
  const open = useMenuOpen();
  const actor = HeaderActor.useActorRef();
  return (
    <button
      type="button"
      id={id}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? closeLabel : openLabel}
      onClick={() => actor.send({ type: 'menu.toggle' })}
      className="flex items-center p-2 hover:text-gold-deep lg:hidden"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}

export function MobileMenuPanel({ id, buttonId, label, children }: { id: string; buttonId: string; label: string; children: ReactNode }) {
  const open = useMenuOpen();
  const actor = HeaderActor.useActorRef();
  const panel = useRef<HTMLElement>(null);

  // The lg breakpoint closes the menu (spec 2.6); resizes are debounced (spec 9.5).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => actor.send({ type: 'viewport.resized', width: window.innerWidth }), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [actor]);

  useEffect(() => {
    if (!open) return;
    const button = document.getElementById(buttonId);
    // Start right below the header, wherever a banner above it has pushed it.
    const headerBottom = button?.closest('header')?.getBoundingClientRect().bottom;
    if (panel.current && headerBottom !== undefined) panel.current.style.top = `${headerBottom}px`;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!actor.getSnapshot().can({ type: 'menu.close' })) return;
        actor.send({ type: 'menu.close' });
        button?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      // Focus stays with the menu button and the panel while the menu is open.
      const inPanel = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
      const ring = button ? [button, ...inPanel] : inPanel;
      // The panel follows the header in the document, so the order is set here, not by the DOM.
      const at = ring.findIndex((el) => el === document.activeElement);
      const next = ring.at(at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1)) % ring.length);
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = previousOverflow;
    };
  }, [open, actor, buttonId]);

  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) actor.send({ type: 'menu.link' });
  };

  return (
    <nav
      ref={panel}
      id={id}
      aria-label={label}
      hidden={!open}
      onClick={onClick}
      className="fixed inset-x-0 top-[76px] bottom-0 z-40 overflow-y-auto overscroll-contain bg-navy text-white lg:hidden"
    >
      {children}
    </nav>
  );
}
