/**
 * The language switch of spec 2.1 as a machine: a choice of en or es other than the current
 * locale goes to the switch route, which stores the locale cookie (spec 9.4) and answers with a
 * redirect to the same page under its translated slug. The page's query travels in the route's
 * `path` parameter and the hash on the switch URL itself, which a redirect keeps.
 */
import { assign, setup } from 'xstate';
import type { Locale } from '../../../schema/constants/locale';
import { isOtherLocale, switchLocaleHref } from './locale-switch';

export type LocaleEvent = { type: 'locale.choose'; to: string; path: string; search: string; hash: string };
export type LocaleContext = { current: Locale; href: string | null };

export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { current: Locale },
  },
  guards: {
    isOtherLocale: ({ context, event }) => isOtherLocale(context.current, event.to),
  },
  actions: {
    target: assign({
      href: ({ context, event }) => (isOtherLocale(context.current, event.to) ? switchLocaleHref(event.to, event.path, event.search, event.hash) : null),
    }),
    // Provided by the page: follows `context.href`.
    navigate: () => undefined,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ current: input.current, href: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'locale.choose': { target: 'switching', guard: 'isOtherLocale', actions: 'target' } },
    },
    // The browser leaves the page; nothing more is accepted meanwhile (a double click).
    switching: { entry: 'navigate', type: 'final' },
  },
});
