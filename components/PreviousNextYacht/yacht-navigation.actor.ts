/** The yacht navigation machine started, as the island loads it once there is a stored list to walk. */
import { createActor } from 'xstate';
import { portOf, type ActorPort } from '../ui/on-demand/lazy-actor';
import { yachtNavigationMachine, type NavigationEvent } from './yacht-navigation.machine';
import type { NavigationInput, NavigationView } from './yacht-navigation';

export const startYachtNavigation = (input: NavigationInput) => (): ActorPort<NavigationEvent, NavigationView> =>
  portOf(
    createActor(yachtNavigationMachine, { input }).start(),
    (state): NavigationView => ({ value: state.matches('ready') ? 'ready' : 'pending', context: state.context }),
    (a, b) => a.value === b.value && a.context === b.context,
  );
