import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ITINERARY_MAX_PLACES } from '../../schema/constants/itinerary';
import type { ItineraryState } from '../../schema/itinerary/state';
import { itineraryMachine } from './itinerary.machine';

const start = (input?: ItineraryState) => createActor(itineraryMachine, { input }).start();

describe('itinerary builder machine (spec 1: build an itinerary)', () => {
  it('adds, reorders and removes places; a place never follows itself', () => {
    const actor = start();
    for (const key of ['nassau', 'exuma', 'exuma', 'eleuthera']) actor.send({ type: 'place.add', key });
    expect(actor.getSnapshot().context.places).toEqual(['nassau', 'exuma', 'eleuthera']);
    actor.send({ type: 'place.move', index: 2, by: -1 });
    expect(actor.getSnapshot().context.places).toEqual(['nassau', 'eleuthera', 'exuma']);
    expect(actor.getSnapshot().can({ type: 'place.move', index: 0, by: -1 })).toBe(false);
    actor.send({ type: 'place.add', key: 'nassau' });
    actor.send({ type: 'place.remove', index: 2 });
    // Removing 'exuma' leaves eleuthera, nassau: no repeat to collapse.
    expect(actor.getSnapshot().context.places).toEqual(['nassau', 'eleuthera', 'nassau']);
    actor.send({ type: 'place.remove', index: 1 });
    expect(actor.getSnapshot().context.places).toEqual(['nassau']);
  });

  it('stops adding at the cap that keeps the message within the form limit', () => {
    const actor = start();
    for (let i = 0; i < ITINERARY_MAX_PLACES + 3; i += 1) actor.send({ type: 'place.add', key: `p${i}` });
    expect(actor.getSnapshot().context.places).toHaveLength(ITINERARY_MAX_PLACES);
    expect(actor.getSnapshot().can({ type: 'place.add', key: 'another' })).toBe(false);
  });

  it('editing -> checking with a yacht, back to editing without; a route arriving with a yacht is checked at once', () => {
    const actor = start();
    actor.send({ type: 'yacht.pick', id: 'Y1' });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'yacht.pick', id: null });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(start({ places: ['a', 'b'], yacht: 'Y1', speed: 12, hours: 8 }).getSnapshot().value).toBe('checking');
  });

  it('shares and sends only a route of two places or more, and returns to where it was', () => {
    const actor = start();
    actor.send({ type: 'place.add', key: 'a' });
    expect(actor.getSnapshot().can({ type: 'share.open' })).toBe(false);
    actor.send({ type: 'place.add', key: 'b' });
    actor.send({ type: 'yacht.pick', id: 'Y1' });
    actor.send({ type: 'share.open' });
    expect(actor.getSnapshot().value).toBe('sharing');
    // No edits while a panel is open.
    expect(actor.getSnapshot().can({ type: 'place.add', key: 'c' })).toBe(false);
    actor.send({ type: 'send.open' });
    expect(actor.getSnapshot().value).toBe('sending');
    actor.send({ type: 'panel.close' });
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('speed and cruising-day hours are the visitor’s; clearing starts again', () => {
    const actor = start();
    actor.send({ type: 'speed.set', value: 16 });
    actor.send({ type: 'hours.set', value: 10 });
    actor.send({ type: 'place.add', key: 'a' });
    expect(actor.getSnapshot().context).toMatchObject({ speed: 16, hours: 10, places: ['a'] });
    actor.send({ type: 'itinerary.clear' });
    expect(actor.getSnapshot().context).toEqual({ places: [], yacht: null, speed: 12, hours: 8 });
  });
});
