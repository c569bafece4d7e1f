'use client';
/**
 * The header island: one header machine shared by the header frame (sticky, hidden, pinned,
 * shadow), the menu button, the menu and the badge. The frame feeds the machine the throttled
 * scroll and debounced resize of spec 9.5 and, while the mobile menu is open, keeps focus in the
 * header, closes on Escape and locks the page scroll (spec 2.6, 2.15).
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../schema/constants/layout';
import { useBodyScrollLock, useFocusTrap } from '../ui/hooks/use-overlay.client';
import { debounce, throttle } from '../ui/hooks/timing';
import { cx } from '../ui/tokens';
import { headerMachine } from './header.machine';
import { Icon } from '../ui/icons/Icon';

export const HeaderActor = createActorContext(headerMachine);

export function HeaderState({ children }: { children: ReactNode }) {
  return <HeaderActor.Provider>{children}</HeaderActor.Provider>;
}

export const useMobileMenuOpen = () => HeaderActor.useSelector((state) => state.matches({ mobileMenu: 'open' }));

/** The `<header>` element, styled from the machine's scroll states. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const actor = HeaderActor.useActorRef();
  const ref = useRef<HTMLElement>(null);
  const look = HeaderActor.useSelector(
    (state) => ({
      sticky: state.matches({ position: 'sticky' }),
      hidden: state.matches({ visibility: 'hidden' }),
      pinned: state.matches({ pinned: 'on' }),
      shadow: state.matches({ shadow: 'shown' }),
    }),
    (a, b) => a.sticky === b.sticky && a.hidden === b.hidden && a.pinned === b.pinned && a.shadow === b.shadow,
  );
  const menuOpen = useMobileMenuOpen();

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const onScroll = throttle(() => {
      actor.send({ type: 'page.scrolled', y: window.scrollY, headerHeight: header.offsetHeight, barTop: header.getBoundingClientRect().top });
    }, SCROLL_THROTTLE_MS);
    const onResize = debounce(() => actor.send({ type: 'viewport.resized', width: window.innerWidth }), RESIZE_DEBOUNCE_MS);
    actor.send({ type: 'viewport.resized', width: window.innerWidth });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [actor]);

  const close = useCallback(() => {
    if (actor.getSnapshot().can({ type: 'menu.close' })) actor.send({ type: 'menu.close' });
  }, [actor]);
  // The open menu covers the page below the header: Tab stays within the header and its panel.
  useFocusTrap(ref, menuOpen, close);
  useBodyScrollLock(menuOpen);

  return (
    <header
      ref={ref}
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
  const open = useMobileMenuOpen();
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
      <Icon name={open ? 'close' : 'menu'} />
    </button>
  );
}
