/** The locale machine started for a page, as the page loads it on the first reach for a language link. */
import { createActor } from 'xstate';
import type { Locale } from '../../../schema/constants/locale';
import { portOf, type ActorPort } from '../on-demand/lazy-actor';
import { localeMachine, type LocaleEvent } from './locale.machine';

/** `go` follows the switch URL (the browser leaves the page); the view says whether it has. */
export const startLocaleSwitch = (current: Locale, go: (href: string) => void) => (): ActorPort<LocaleEvent, boolean> =>
  portOf(
    createActor(
      localeMachine.provide({
        actions: {
          navigate: ({ context }) => {
            if (context.href) go(context.href);
          },
        },
      }),
      { input: { current } },
    ).start(),
    (state) => state.matches('switching'),
    Object.is,
  );
