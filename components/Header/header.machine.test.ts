import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { headerMachine } from './header.machine';
import { BREAKPOINTS, HEADER_STICKY_DELAY_MS, MEGA_MENU_CLOSE_ABOVE_PX, MEGA_MENU_CLOSE_BELOW_PX } from '../../schema/constants/layout';

const started = () => createActor(headerMachine).start();
type Actor = ReturnType<typeof started>;
const HEIGHT = 140;
const scroll = (actor: Actor, y: number, barTop = 0) => actor.send({ type: 'page.scrolled', y, headerHeight: HEIGHT, barTop });
const is = (actor: Actor, state: Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0]) => actor.getSnapshot().matches(state);
const menuOpen = (actor: Actor) => is(actor, { mobileMenu: 'open' });

describe('header machine: the numbers of spec 9.5', () => {
  it('uses 400 ms, -25/43 px and lg at 1024 px', () => {
    expect(HEADER_STICKY_DELAY_MS).toBe(400);
    expect(MEGA_MENU_CLOSE_BELOW_PX).toBe(-25);
    expect(MEGA_MENU_CLOSE_ABOVE_PX).toBe(43);
    expect(BREAKPOINTS.lg).toBe(1024);
  });
});

describe('header machine: scrolling (spec 2.6, 4.8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts visible, relative, scrolling up, not pinned and without a shadow', () => {
    const actor = started();
    expect(is(actor, { visibility: 'visible', position: 'relative', direction: 'up', pinned: 'off', shadow: 'none' })).toBe(true);
  });

  it('tells scrolling down from scrolling up', () => {
    const actor = started();
    scroll(actor, 50);
    expect(is(actor, { direction: 'down' })).toBe(true);
    scroll(actor, 30);
    expect(is(actor, { direction: 'up' })).toBe(true);
    scroll(actor, 30);
    expect(is(actor, { direction: 'up' })).toBe(true);
  });

  it('becomes sticky 400 ms after the first scroll down, not before', () => {
    const actor = started();
    scroll(actor, 10);
    expect(is(actor, { position: 'delaying' })).toBe(true);
    vi.advanceTimersByTime(HEADER_STICKY_DELAY_MS - 1);
    expect(is(actor, { position: 'sticky' })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(is(actor, { position: 'sticky' })).toBe(true);
  });

  it('returns to relative at the top of the page, also during the delay', () => {
    const actor = started();
    scroll(actor, 10);
    scroll(actor, 0);
    expect(is(actor, { position: 'relative' })).toBe(true);
    vi.advanceTimersByTime(HEADER_STICKY_DELAY_MS);
    expect(is(actor, { position: 'relative' })).toBe(true);
  });

  it('hides scrolling down past its own height and reappears scrolling up', () => {
    const actor = started();
    scroll(actor, HEIGHT);
    expect(is(actor, { visibility: 'visible' })).toBe(true);
    scroll(actor, HEIGHT + 1);
    expect(is(actor, { visibility: 'hidden' })).toBe(true);
    scroll(actor, 900);
    expect(is(actor, { visibility: 'hidden' })).toBe(true);
    scroll(actor, 880);
    expect(is(actor, { visibility: 'visible' })).toBe(true);
  });

  it('is pinned (bottom border) away from the top and shows a shadow only past the header', () => {
    const actor = started();
    scroll(actor, 20);
    expect(is(actor, { pinned: 'on', shadow: 'none' })).toBe(true);
    scroll(actor, HEIGHT + 1);
    expect(is(actor, { shadow: 'shown' })).toBe(true);
    scroll(actor, HEIGHT);
    expect(is(actor, { shadow: 'none', pinned: 'on' })).toBe(true);
    scroll(actor, 0);
    expect(is(actor, { pinned: 'off' })).toBe(true);
  });
});

describe('header machine: mega menu (spec 2.6)', () => {
  const open = (actor: Actor, item = 'Charter', hasSubmenu = true) => actor.send({ type: 'mega.open', item, hasSubmenu });
  const openItem = (actor: Actor) => actor.getSnapshot().context.megaItem;

  it('opens one item at a time', () => {
    const actor = started();
    open(actor, 'Charter');
    expect(openItem(actor)).toBe('Charter');
    open(actor, 'Sale');
    expect(is(actor, { megaMenu: 'open' })).toBe(true);
    expect(openItem(actor)).toBe('Sale');
  });

  it('first tap opens, a second tap on the same item may navigate, an item without submenu navigates at once', () => {
    const actor = started();
    const event = { type: 'mega.open', item: 'Charter', hasSubmenu: true } as const;
    expect(actor.getSnapshot().can(event)).toBe(true);
    actor.send(event);
    // Opening again is refused: the UI lets the tap follow the link.
    expect(actor.getSnapshot().can(event)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'mega.open', item: 'News', hasSubmenu: false })).toBe(false);
  });

  it('toggles from the keyboard and closes on mega.close (Escape)', () => {
    const actor = started();
    actor.send({ type: 'mega.toggle', item: 'Charter' });
    expect(openItem(actor)).toBe('Charter');
    actor.send({ type: 'mega.toggle', item: 'Sale' });
    expect(openItem(actor)).toBe('Sale');
    actor.send({ type: 'mega.toggle', item: 'Sale' });
    expect(is(actor, { megaMenu: 'closed' })).toBe(true);
    expect(openItem(actor)).toBeNull();
    open(actor);
    expect(actor.getSnapshot().can({ type: 'mega.close' })).toBe(true);
    actor.send({ type: 'mega.close' });
    expect(is(actor, { megaMenu: 'closed' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'mega.close' })).toBe(false);
  });

  it('stays open while the menu bar is within -25..43 px and closes outside', () => {
    for (const [barTop, closed] of [
      [MEGA_MENU_CLOSE_BELOW_PX, false],
      [MEGA_MENU_CLOSE_ABOVE_PX, false],
      [MEGA_MENU_CLOSE_BELOW_PX - 1, true],
      [MEGA_MENU_CLOSE_ABOVE_PX + 1, true],
    ] as const) {
      const actor = started();
      open(actor);
      scroll(actor, 5, barTop);
      expect(is(actor, { megaMenu: 'closed' }), `bar at ${barTop}px`).toBe(closed);
    }
  });

  it('closes when the header hides', () => {
    const actor = started();
    scroll(actor, 100);
    open(actor);
    scroll(actor, HEIGHT + 50);
    expect(is(actor, { visibility: 'hidden', megaMenu: 'closed' })).toBe(true);
  });

  it('closes when the viewport crosses the lg breakpoint', () => {
    const actor = started();
    actor.send({ type: 'viewport.resized', width: 1440 });
    open(actor);
    actor.send({ type: 'viewport.resized', width: 1300 });
    expect(is(actor, { megaMenu: 'open' })).toBe(true);
    actor.send({ type: 'viewport.resized', width: BREAKPOINTS.lg - 1 });
    expect(is(actor, { megaMenu: 'closed' })).toBe(true);
  });
});

describe('header machine: mobile menu (spec 2.6, 4.8)', () => {
  it('starts closed and toggles open and closed', () => {
    const actor = started();
    expect(menuOpen(actor)).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(menuOpen(actor)).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(menuOpen(actor)).toBe(false);
  });

  it('closes on menu.close (Escape) and when a link is chosen, closing an open row with it', () => {
    const actor = started();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'mega.toggle', item: 'Charter' });
    actor.send({ type: 'menu.close' });
    expect(menuOpen(actor)).toBe(false);
    expect(is(actor, { megaMenu: 'closed' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.link' });
    expect(menuOpen(actor)).toBe(false);
  });

  it('offers closing only while open', () => {
    const actor = started();
    expect(actor.getSnapshot().can({ type: 'menu.close' })).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().can({ type: 'menu.close' })).toBe(true);
  });

  it('closes itself at the lg breakpoint and not below (spec 9.5)', () => {
    const actor = started();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'viewport.resized', width: BREAKPOINTS.lg - 1 });
    expect(menuOpen(actor)).toBe(true);
    actor.send({ type: 'viewport.resized', width: BREAKPOINTS.lg });
    expect(menuOpen(actor)).toBe(false);
  });
});
