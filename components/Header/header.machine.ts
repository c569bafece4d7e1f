/**
 * The header's states of spec 4.8 with the transitions of spec 2.6, as parallel regions. Pure: the
 * header island feeds it browser events (scroll throttled, resize debounced per spec 9.5) and asks
 * it what may happen (`state.can(...)`); the numbers come from schema/constants/layout.ts.
 */
import { assign, setup } from 'xstate';
import { BREAKPOINTS, HEADER_STICKY_DELAY_MS, MEGA_MENU_CLOSE_ABOVE_PX, MEGA_MENU_CLOSE_BELOW_PX } from '../../schema/constants/layout';
import { opensMega } from './header-view';

export type HeaderEvent =
  /** The page's scroll offset, the header's height and the menu bar's top in the viewport. */
  | { type: 'page.scrolled'; y: number; headerHeight: number; barTop: number }
  /** Hover, the first tap, or the keyboard toggle opens an item's mega menu (one at a time). */
  | { type: 'mega.open'; item: string; hasSubmenu: boolean }
  | { type: 'mega.toggle'; item: string }
  | { type: 'mega.close' }
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'menu.link' }
  /** The viewport width after a resize (debounced). */
  | { type: 'viewport.resized'; width: number };

type Scrolled = Extract<HeaderEvent, { type: 'page.scrolled' }>;
export type HeaderContext = {
  /** The last scroll offset seen, to tell up from down. */
  lastY: number;
  /** The item whose mega menu (or mobile accordion row) is open. */
  megaItem: string | null;
  /** Whether the viewport was at or above lg at the last resize. */
  wide: boolean | null;
};

const scrolled = (event: HeaderEvent): Scrolled | null => (event.type === 'page.scrolled' ? event : null);

export const headerMachine = setup({
  types: {
    context: {} as HeaderContext,
    events: {} as HeaderEvent,
  },
  delays: { stickyDelay: HEADER_STICKY_DELAY_MS },
  guards: {
    down: ({ context, event }) => (scrolled(event)?.y ?? 0) > context.lastY,
    up: ({ context, event }) => (scrolled(event)?.y ?? Infinity) < context.lastY,
    atTop: ({ event }) => (scrolled(event)?.y ?? 1) <= 0,
    awayFromTop: ({ event }) => (scrolled(event)?.y ?? 0) > 0,
    pastHeader: ({ event }) => {
      const e = scrolled(event);
      return e !== null && e.y > e.headerHeight;
    },
    withinHeader: ({ event }) => {
      const e = scrolled(event);
      return e !== null && e.y <= e.headerHeight;
    },
    // Spec 2.6: the header hides when scrolling down past its own height.
    hides: ({ context, event }) => {
      const e = scrolled(event);
      return e !== null && e.y > context.lastY && e.y > e.headerHeight;
    },
    // Spec 2.6: the mega menu closes when the menu bar leaves -25..43 px.
    barOutOfRange: ({ event }) => {
      const e = scrolled(event);
      return e !== null && (e.barTop < MEGA_MENU_CLOSE_BELOW_PX || e.barTop > MEGA_MENU_CLOSE_ABOVE_PX);
    },
    canOpen: ({ context, event }) => event.type === 'mega.open' && opensMega(context.megaItem, event.item, event.hasSubmenu),
    isOpenItem: ({ context, event }) => event.type === 'mega.toggle' && context.megaItem === event.item,
    // The mobile menu belongs below lg; the desktop menu bar takes over from there (spec 2.6, 9.5).
    reachesLg: ({ event }) => event.type === 'viewport.resized' && event.width >= BREAKPOINTS.lg,
    crossesLg: ({ context, event }) => event.type === 'viewport.resized' && context.wide !== null && context.wide !== event.width >= BREAKPOINTS.lg,
  },
  actions: {
    track: assign({ lastY: ({ context, event }) => scrolled(event)?.y ?? context.lastY }),
    measure: assign({ wide: ({ context, event }) => (event.type === 'viewport.resized' ? event.width >= BREAKPOINTS.lg : context.wide) }),
    openItem: assign({ megaItem: ({ context, event }) => (event.type === 'mega.open' || event.type === 'mega.toggle' ? event.item : context.megaItem) }),
    clearItem: assign({ megaItem: null }),
  },
}).createMachine({
  id: 'header',
  type: 'parallel',
  context: { lastY: 0, megaItem: null, wide: null },
  states: {
    // Guards above read the offset before this region stores it: XState selects every region's
    // transitions before it runs any action.
    tracking: {
      on: {
        'page.scrolled': { actions: 'track' },
        'viewport.resized': { actions: 'measure' },
      },
    },
    direction: {
      initial: 'up',
      states: {
        up: { on: { 'page.scrolled': { target: 'down', guard: 'down' } } },
        down: { on: { 'page.scrolled': { target: 'up', guard: 'up' } } },
      },
    },
    visibility: {
      initial: 'visible',
      states: {
        visible: { on: { 'page.scrolled': { target: 'hidden', guard: 'hides' } } },
        hidden: {
          on: {
            'page.scrolled': [
              { target: 'visible', guard: 'up' },
              { target: 'visible', guard: 'withinHeader' },
            ],
          },
        },
      },
    },
    position: {
      initial: 'relative',
      states: {
        // At the top the header sits in the page; the first scroll down waits 400 ms (spec 2.6).
        relative: { on: { 'page.scrolled': { target: 'delaying', guard: 'down' } } },
        delaying: {
          after: { stickyDelay: 'sticky' },
          on: { 'page.scrolled': { target: 'relative', guard: 'atTop' } },
        },
        sticky: { on: { 'page.scrolled': { target: 'relative', guard: 'atTop' } } },
      },
    },
    // 'Pinned' (bottom border): the sticky header floats over the page, away from its top.
    pinned: {
      initial: 'off',
      states: {
        off: { on: { 'page.scrolled': { target: 'on', guard: 'awayFromTop' } } },
        on: { on: { 'page.scrolled': { target: 'off', guard: 'atTop' } } },
      },
    },
    shadow: {
      initial: 'none',
      states: {
        none: { on: { 'page.scrolled': { target: 'shown', guard: 'pastHeader' } } },
        shown: { on: { 'page.scrolled': { target: 'none', guard: 'withinHeader' } } },
      },
    },
    megaMenu: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'mega.open': { target: 'open', guard: 'canOpen', actions: 'openItem' },
            'mega.toggle': { target: 'open', actions: 'openItem' },
          },
        },
        open: {
          exit: 'clearItem',
          on: {
            // Another item replaces the open one.
            'mega.open': { target: 'open', guard: 'canOpen', actions: 'openItem', reenter: false },
            'mega.toggle': [{ target: 'closed', guard: 'isOpenItem' }, { actions: 'openItem' }],
            'mega.close': 'closed',
            'page.scrolled': [
              { target: 'closed', guard: 'barOutOfRange' },
              { target: 'closed', guard: 'hides' },
            ],
            'menu.toggle': 'closed',
            'menu.close': 'closed',
            'menu.link': 'closed',
            'viewport.resized': { target: 'closed', guard: 'crossesLg' },
          },
        },
      },
    },
    mobileMenu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.toggle': { target: 'open' } },
        },
        open: {
          on: {
            'menu.toggle': { target: 'closed' },
            'menu.close': { target: 'closed' },
            // A chosen link leaves the menu (a same-page anchor would otherwise stay covered).
            'menu.link': { target: 'closed' },
            'viewport.resized': { target: 'closed', guard: 'reachesLg' },
          },
        },
      },
    },
  },
});

export type HeaderSnapshot = ReturnType<typeof headerMachine.transition>;
