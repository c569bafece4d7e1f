import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HEADER_STICKY_DELAY_MS } from '../../schema/constants/layout';
import { createLazyActor } from '../ui/on-demand/lazy-actor';
import { headerView, startHeader } from './header.actor';
import { headerMachine, type HeaderEvent } from './header.machine';
import { INITIAL_HEADER_VIEW, opensMega, type HeaderView } from './header-view';

describe('the header before its machine runs (spec 2.6, 4.8)', () => {
  it('draws the machine’s initial state', () => {
    expect(headerView(createActor(headerMachine).start().getSnapshot())).toEqual(INITIAL_HEADER_VIEW);
  });

  it('decides a first tap on a menu item as the machine does', () => {
    for (const [megaItem, item, hasSubmenu] of [
      [null, 'Charter', true],
      [null, 'Charter', false],
      ['Charter', 'Charter', true],
      ['Sale', 'Charter', true],
    ] as const) {
      const actor = createActor(headerMachine).start();
      if (megaItem) actor.send({ type: 'mega.toggle', item: megaItem });
      expect(opensMega(actor.getSnapshot().context.megaItem, item, hasSubmenu)).toBe(actor.getSnapshot().can({ type: 'mega.open', item, hasSubmenu }));
    }
  });
});

describe('the header’s first scroll and tap while its code loads (spec 2.6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const lazyHeader = () => createLazyActor<HeaderEvent, HeaderView>(INITIAL_HEADER_VIEW, () => Promise.resolve(startHeader));

  it('hides on the first scroll down past the header and turns sticky 400 ms after the machine takes it', async () => {
    const header = lazyHeader();
    header.send({ type: 'viewport.resized', width: 390 }, false);
    header.send({ type: 'page.scrolled', y: 600, headerHeight: 140, barTop: -600 });
    expect(header.view()).toEqual(INITIAL_HEADER_VIEW);
    await header.wake();
    expect(header.view()).toMatchObject({ hidden: true, shadow: true, pinned: true, sticky: false });
    vi.advanceTimersByTime(HEADER_STICKY_DELAY_MS);
    expect(header.view().sticky).toBe(true);
  });

  it('opens the mobile menu on a tap made before the machine ran', async () => {
    const header = lazyHeader();
    header.send({ type: 'menu.toggle' });
    await header.wake();
    expect(header.view().mobileOpen).toBe(true);
  });
});
