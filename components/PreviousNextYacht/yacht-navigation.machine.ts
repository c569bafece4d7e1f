/**
 * Yacht navigation (spec 2.8, 3.7, 4.3): from the list the visitor came from, the previous and next
 * yacht of the current page and the back button. Before the browser's session storage is read
 * (server render, first paint) the machine is 'pending': back goes to the view's default listing
 * and there are no previous/next links. The list is walked in its order without wrapping: at either
 * end there is no link, so 'next' never jumps back to the top of a list the visitor has seen. The
 * storage is read and checked by session-read.ts, which the island loads after it hydrates, so zod's
 * core stays out of a yacht page's first-load script.
 */
import { assign, setup } from 'xstate';
import { navigationOf, NO_SESSION, type NavigationContext, type NavigationInput, type SessionState } from './yacht-navigation';

export * from './yacht-navigation';

export type NavigationEvent = { type: 'session.read'; session: SessionState } | { type: 'go.previous' } | { type: 'go.next' };

export const yachtNavigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    input: {} as NavigationInput,
    events: {} as NavigationEvent,
  },
  guards: {
    hasPrevious: ({ context }) => navigationOf(context).previousYachtUrl !== null,
    hasNext: ({ context }) => navigationOf(context).nextYachtUrl !== null,
  },
}).createMachine({
  id: 'yachtNavigation',
  context: ({ input }) => ({ ...input, ...NO_SESSION }),
  initial: 'pending',
  states: {
    pending: {
      on: { 'session.read': { target: 'ready', actions: assign(({ event }) => event.session) } },
    },
    ready: {
      on: {
        'session.read': { actions: assign(({ event }) => event.session) },
        // Links, not state changes: the UI asks state.can() whether each one exists.
        'go.previous': { guard: 'hasPrevious', target: 'ready' },
        'go.next': { guard: 'hasNext', target: 'ready' },
      },
    },
  },
});
