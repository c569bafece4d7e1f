/**
 * The language switch of spec 2.1 as a machine: a choice of en or es other than the current
 * locale goes to the switch route, which stores the locale cookie (spec 9.4) and answers with a
 * redirect to the same page under its translated slug. The page's query travels in the route's
 * `path` parameter and the hash on the switch URL itself, which a redirect keeps.
 */
import { assign, setup } from 'xstate';
import { isLocale, type Locale } from '../../../schema/constants/locale';

export const SWITCH_LOCALE_ROUTE = '/api/switch-locale/';

export type LocaleEvent = { type: 'locale.choose'; to: string; path: string; search: string; hash: string };
export type LocaleContext = { current: Locale; href: string | null };

/** The switch URL for a page: its path and query in `path`, its hash kept at the end. */
export const switchLocaleHref = (to: Locale, path: string, search = '', hash = ''): string => {
  const query = new URLSearchParams({ to, path: `${path}${search === '?' ? '' : search}` });
  return `${SWITCH_LOCALE_ROUTE}?${query.toString()}${hash === '#' ? '' : hash}`;
};

export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { current: Locale },
  },
  guards: {
    // Spec 2.1: only en and es are accepted; any other code, or the current one, is ignored.
    isOtherLocale: ({ context, event }) => isLocale(event.to) && event.to !== context.current,
  },
  actions: {
    target: assign({
      href: ({ event }) => (isLocale(event.to) ? switchLocaleHref(event.to, event.path, event.search, event.hash) : null),
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
