/**
 * The itinerary builder's states (spec 1 'build an itinerary'): editing the route, checking it
 * against a chosen yacht, sharing it as a link, sending it to a broker. The route (places, yacht,
 * speed, cruising-day hours) is the context; edits are taken while editing or checking, and the
 * share and send panels open only for a route of two places or more. Pure: the island feeds it the
 * visitor's actions and asks `state.can(...)` what may happen.
 */
import { assign, setup } from 'xstate';
import { ITINERARY_MAX_PLACES } from '../../schema/constants/itinerary';
import { EMPTY_ITINERARY, type ItineraryState } from '../../schema/itinerary/state';

export type ItineraryEvent =
  | { type: 'place.add'; key: string }
  | { type: 'place.remove'; index: number }
  | { type: 'place.move'; index: number; by: -1 | 1 }
  | { type: 'yacht.pick'; id: string | null }
  | { type: 'speed.set'; value: number }
  | { type: 'hours.set'; value: number }
  | { type: 'itinerary.clear' }
  | { type: 'share.open' }
  | { type: 'send.open' }
  | { type: 'panel.close' };

const moved = (places: readonly string[], index: number, by: -1 | 1): string[] => {
  const target = index + by;
  const next = [...places];
  const [place] = next.splice(index, 1);
  if (place === undefined || target < 0 || target > places.length - 1) return [...places];
  next.splice(target, 0, place);
  return next;
};

/** A place directly after itself would be a leg of nothing: such neighbours collapse into one. */
const withoutRepeats = (places: readonly string[]): string[] => places.filter((place, i) => place !== places[i - 1]);

const edits = {
  'place.add': { guard: 'canAdd', actions: 'add' },
  'place.remove': { actions: 'remove' },
  'place.move': { guard: 'canMove', actions: 'move' },
  'speed.set': { actions: 'setSpeed' },
  'hours.set': { actions: 'setHours' },
} as const;

const panels = {
  'share.open': { guard: 'hasRoute', target: 'sharing' },
  'send.open': { guard: 'hasRoute', target: 'sending' },
} as const;

const back = [{ guard: 'hasYacht', target: 'checking' }, { target: 'editing' }] as const;

export const itineraryMachine = setup({
  /** The machine starts from a route read from a share link or from storage (already checked with zod). */
  types: { context: {} as ItineraryState, events: {} as ItineraryEvent, input: {} as ItineraryState | undefined },
  guards: {
    canAdd: ({ context, event }) => event.type === 'place.add' && context.places.length < ITINERARY_MAX_PLACES && context.places.at(-1) !== event.key,
    canMove: ({ context, event }) => event.type === 'place.move' && event.index + event.by >= 0 && event.index + event.by < context.places.length && event.index >= 0,
    hasRoute: ({ context }) => context.places.length >= 2,
    hasYacht: ({ context }) => context.yacht !== null,
    picksYacht: ({ event }) => event.type === 'yacht.pick' && event.id !== null,
  },
  actions: {
    add: assign(({ context, event }) => (event.type === 'place.add' ? { places: [...context.places, event.key] } : {})),
    remove: assign(({ context, event }) => (event.type === 'place.remove' ? { places: withoutRepeats(context.places.filter((_, i) => i !== event.index)) } : {})),
    move: assign(({ context, event }) => (event.type === 'place.move' ? { places: withoutRepeats(moved(context.places, event.index, event.by)) } : {})),
    pickYacht: assign(({ event }) => (event.type === 'yacht.pick' ? { yacht: event.id } : {})),
    setSpeed: assign(({ event }) => (event.type === 'speed.set' ? { speed: event.value } : {})),
    setHours: assign(({ event }) => (event.type === 'hours.set' ? { hours: event.value } : {})),
    clear: assign(() => ({ ...EMPTY_ITINERARY, places: [] })),
  },
}).createMachine({
  id: 'itinerary',
  context: ({ input }) => ({ ...(input ?? EMPTY_ITINERARY), places: [...(input?.places ?? [])] }),
  initial: 'editing',
  states: {
    editing: {
      // Only a route that arrives with a yacht is in editing with one: it is checked at once.
      always: { guard: 'hasYacht', target: 'checking' },
      on: {
        ...edits,
        ...panels,
        'yacht.pick': { guard: 'picksYacht', target: 'checking', actions: 'pickYacht' },
        'itinerary.clear': { actions: 'clear' },
      },
    },
    checking: {
      on: {
        ...edits,
        ...panels,
        'yacht.pick': [
          { guard: 'picksYacht', actions: 'pickYacht' },
          { target: 'editing', actions: 'pickYacht' },
        ],
        'itinerary.clear': { target: 'editing', actions: 'clear' },
      },
    },
    sharing: { on: { 'panel.close': back, 'send.open': { target: 'sending' } } },
    sending: { on: { 'panel.close': back, 'share.open': { target: 'sharing' } } },
  },
});
