import { describe, expect, it, vi } from 'vitest';
import { createLazyActor, portOf, sameFields, type ActorPort } from './lazy-actor';

type Event = { type: 'add'; n: number } | { type: 'width'; w: number };
type View = { total: number; width: number };

/** A stand-in machine: a running total and the last width, with the events it saw. */
const counter = () => {
  const seen: Event[] = [];
  let view: View = { total: 0, width: 0 };
  const listeners = new Set<() => void>();
  const port: ActorPort<Event, View> = {
    send: (event) => {
      seen.push(event);
      view = event.type === 'add' ? { ...view, total: view.total + event.n } : { ...view, width: event.w };
      listeners.forEach((listener) => listener());
    },
    view: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: vi.fn(),
  };
  return { port, seen };
};

const INITIAL: View = { total: 0, width: 0 };

describe('a machine that loads on the first reach (spec 2.6 header, 2.13 drawers, 2.1 locale switch)', () => {
  it('loads nothing until an event that wakes it, and draws the initial view meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(() => counter().port));
    const lazy = createLazyActor<Event, View>(INITIAL, load);
    lazy.send({ type: 'width', w: 800 }, false);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(lazy.view()).toBe(INITIAL);
  });

  it('replays the events sent while its code loaded, in order, so the first scroll or tap is not lost', async () => {
    const { port, seen } = counter();
    let arrive: (start: () => ActorPort<Event, View>) => void = () => {};
    const load = vi.fn(() => new Promise<() => ActorPort<Event, View>>((resolve) => (arrive = resolve)));
    const lazy = createLazyActor<Event, View>(INITIAL, load);
    const changes = vi.fn();
    lazy.subscribe(changes);
    lazy.send({ type: 'width', w: 500 }, false);
    lazy.send({ type: 'width', w: 1200 }, false);
    lazy.send({ type: 'add', n: 2 });
    lazy.send({ type: 'add', n: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.view()).toBe(INITIAL);
    arrive(() => port);
    await expect(lazy.wake()).resolves.toBe(true);
    // Only the last width kept; the adds both, after it.
    expect(seen).toEqual([
      { type: 'width', w: 1200 },
      { type: 'add', n: 2 },
      { type: 'add', n: 3 },
    ]);
    expect(lazy.view()).toEqual({ total: 5, width: 1200 });
    expect(changes).toHaveBeenCalled();
    lazy.send({ type: 'add', n: 1 });
    expect(lazy.view().total).toBe(6);
  });

  it('tries again on the next reach when its code could not be had, keeping what was sent', async () => {
    const { port, seen } = counter();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => ActorPort<Event, View>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => port);
    const lazy = createLazyActor<Event, View>(INITIAL, load);
    lazy.send({ type: 'add', n: 1 });
    await expect(lazy.wake()).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
    lazy.send({ type: 'add', n: 2 });
    await expect(lazy.wake()).resolves.toBe(true);
    expect(seen).toEqual([
      { type: 'add', n: 1 },
      { type: 'add', n: 2 },
    ]);
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('starts nothing from a load that ends after it was stopped, and stops a running machine', async () => {
    const { port, seen } = counter();
    const lazy = createLazyActor<Event, View>(INITIAL, () => Promise.resolve(() => port));
    lazy.send({ type: 'add', n: 1 });
    lazy.stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual([]);
    await lazy.wake();
    lazy.stop();
    expect(port.stop).toHaveBeenCalled();
    expect(lazy.view()).toBe(INITIAL);
  });
});

describe('a port over a running actor', () => {
  it('keeps its view object while the view is the same, for React to skip renders', () => {
    let snapshot = { n: 1, noise: 0 };
    const listeners = new Set<(s: typeof snapshot) => void>();
    const actor = {
      send: (event: { type: 'bump' } | { type: 'noise' }) => {
        snapshot = event.type === 'bump' ? { ...snapshot, n: snapshot.n + 1 } : { ...snapshot, noise: snapshot.noise + 1 };
        listeners.forEach((listener) => listener(snapshot));
      },
      getSnapshot: () => snapshot,
      subscribe: (listener: (s: typeof snapshot) => void) => {
        listeners.add(listener);
        return { unsubscribe: () => listeners.delete(listener) };
      },
      stop: () => undefined,
    };
    const port = portOf(actor, (s) => ({ n: s.n }), sameFields);
    const changed = vi.fn();
    port.subscribe(changed);
    const first = port.view();
    port.send({ type: 'noise' });
    expect(port.view()).toBe(first);
    expect(changed).not.toHaveBeenCalled();
    port.send({ type: 'bump' });
    expect(port.view()).toEqual({ n: 2 });
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
