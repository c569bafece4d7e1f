'use client';
/**
 * The header island: one header machine shared by the header frame (sticky, hidden, pinned,
 * shadow), the menu button, the menu and the badge. The frame feeds the machine the throttled
 * scroll and debounced resize of spec 9.5 and, while the mobile menu is open, keeps focus in the
 * header, closes on Escape and locks the page scroll (spec 2.6, 2.15). The machine's code loads on
 * the first scroll, or the first point, focus or tap on the header; what happens before it runs
 * waits for it (lazy-actor.ts), and until then the header is drawn in the machine's initial state.
 */
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../schema/constants/layout';
import { useBodyScrollLock, useFocusTrap } from '../ui/hooks/use-overlay.client';
import { debounce, throttle } from '../ui/hooks/timing';
import type { LazyActor } from '../ui/on-demand/lazy-actor';
import { useLazyActor, useLazyView } from '../ui/on-demand/use-lazy-actor.client';
import { cx } from '../ui/tokens';
import type { HeaderEvent } from './header.machine';
import { INITIAL_HEADER_VIEW, type HeaderView } from './header-view';
import { Icon } from '../ui/icons/Icon';

export type HeaderActor = LazyActor<HeaderEvent, HeaderView>;

const loadHeader = () => import('./header.actor').then((module) => module.startHeader);

const HeaderContext = createContext<HeaderActor | null>(null);

export function HeaderState({ children }: { children: ReactNode }) {
  const actor = useLazyActor(INITIAL_HEADER_VIEW, loadHeader);
  return <HeaderContext.Provider value={actor}>{children}</HeaderContext.Provider>;
}

export const useHeaderActor = (): HeaderActor => {
  const actor = useContext(HeaderContext);
  if (!actor) throw new Error('a header part outside HeaderState');
  return actor;
};

export const useHeaderView = (): HeaderView => useLazyView(useHeaderActor());

/** The `<header>` element, styled from the machine's scroll states. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const actor = useHeaderActor();
  const ref = useRef<HTMLElement>(null);
  const look = useHeaderView();
  const menuOpen = look.mobileOpen;

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const onScroll = throttle(() => {
      actor.send({ type: 'page.scrolled', y: window.scrollY, headerHeight: header.offsetHeight, barTop: header.getBoundingClientRect().top });
    }, SCROLL_THROTTLE_MS);
    // The width alone does not start the machine: it is kept for when something does.
    const onResize = debounce(() => actor.send({ type: 'viewport.resized', width: window.innerWidth }, false), RESIZE_DEBOUNCE_MS);
    actor.send({ type: 'viewport.resized', width: window.innerWidth }, false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [actor]);

  // Only an open menu is closed here (the focus trap's Escape), so the event always applies.
  const close = useCallback(() => actor.send({ type: 'menu.close' }), [actor]);
  // The open menu covers the page below the header: Tab stays within the header and its panel.
  useFocusTrap(ref, menuOpen, close);
  useBodyScrollLock(menuOpen);
  const wake = useCallback(() => void actor.wake(), [actor]);

  return (
    <header
      ref={ref}
      onPointerEnter={wake}
      onPointerDown={wake}
      onFocus={wake}
      className={cx(
        'top-0 z-40 border-b bg-white text-navy transition-[translate,box-shadow] duration-300',
        look.sticky ? 'sticky' : 'relative',
        // Only a hidden header is translated: a transform would make the header the containing
        // block of the fixed mobile panel and clip it to the header's height.
        look.sticky && look.hidden && !menuOpen && '-translate-y-full',
        look.pinned ? 'border-gray-200' : 'border-transparent',
        look.shadow && 'shadow-md',
      )}
      data-header-visible={!look.hidden || menuOpen}
    >
      {children}
    </header>
  );
}

export function MobileMenuButton({ id, controls, openLabel, closeLabel }: { id: string; controls: string; openLabel: string; closeLabel: string }) {
  const open = useHeaderView().mobileOpen;
  const actor = useHeaderActor();
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
      <Icon name={open ? 'close' : 'menu'} />
    </button>
  );
}
