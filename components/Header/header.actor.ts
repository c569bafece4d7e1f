/** The header machine started, as the header's islands load it on the first reach (header-view.ts). */
import { createActor } from 'xstate';
import { portOf, sameFields, type ActorPort } from '../ui/on-demand/lazy-actor';
import { headerMachine, type HeaderEvent, type HeaderSnapshot } from './header.machine';
import type { HeaderView } from './header-view';

export const headerView = (state: HeaderSnapshot): HeaderView => ({
  sticky: state.matches({ position: 'sticky' }),
  hidden: state.matches({ visibility: 'hidden' }),
  pinned: state.matches({ pinned: 'on' }),
  shadow: state.matches({ shadow: 'shown' }),
  mobileOpen: state.matches({ mobileMenu: 'open' }),
  megaItem: state.context.megaItem,
});

export const startHeader = (): ActorPort<HeaderEvent, HeaderView> => portOf(createActor(headerMachine).start(), headerView, sameFields);
