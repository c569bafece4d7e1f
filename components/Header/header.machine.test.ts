import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { headerMachine } from './header.machine';

const started = () => createActor(headerMachine).start();
const menuOpen = (actor: ReturnType<typeof started>) => actor.getSnapshot().matches({ mobileMenu: 'open' });

describe('header machine: mobile menu (spec 2.6, 4.8)', () => {
  it('starts closed and toggles open and closed', () => {
    const actor = started();
    expect(menuOpen(actor)).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(menuOpen(actor)).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(menuOpen(actor)).toBe(false);
  });

  it('closes on menu.close (Escape) and when a link is chosen', () => {
    const actor = started();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(menuOpen(actor)).toBe(false);
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

  it('closes itself when the viewport grows to the lg breakpoint of 1024 px (spec 9.5), not below', () => {
    const actor = started();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'viewport.resized', width: 1023 });
    expect(menuOpen(actor)).toBe(true);
    actor.send({ type: 'viewport.resized', width: 1024 });
    expect(menuOpen(actor)).toBe(false);
  });
});
