/**
 * The header's states of spec 4.8 with the transitions of spec 2.6. Pure: the header island feeds
 * it browser events (already throttled or debounced per spec 9.5) and asks it what may happen.
 */
import { setup } from 'xstate';
import { BREAKPOINTS } from '../../schema/constants/layout';

export type HeaderEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'menu.link' }
  /** The viewport width after a resize (debounced). */
  | { type: 'viewport.resized'; width: number };

export const headerMachine = setup({
  types: {
    events: {} as HeaderEvent,
  },
  guards: {
    // The mobile menu belongs below lg; the desktop menu bar takes over from there (spec 2.6, 9.5).
    reachesLg: ({ event }) => event.type === 'viewport.resized' && event.width >= BREAKPOINTS.lg,
  },
}).createMachine({
  id: 'header',
  type: 'parallel',
  states: {
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
