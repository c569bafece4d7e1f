import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { localeMachine } from './locale.machine';
import { switchLocaleHref } from './locale-switch';

const choose = (to: string, path = '/offices-and-people/', search = '?office=madrid', hash = '#team') => ({ type: 'locale.choose', to, path, search, hash }) as const;

describe('locale machine: the language switch of spec 2.1', () => {
  it('goes to the switch route with the page, its query and its hash', () => {
    const followed: string[] = [];
    const actor = createActor(localeMachine.provide({ actions: { navigate: ({ context }) => void (context.href && followed.push(context.href)) } }), { input: { current: 'en' } }).start();
    actor.send(choose('es'));
    expect(actor.getSnapshot().value).toBe('switching');
    const href = actor.getSnapshot().context.href ?? '';
    const url = new URL(href, 'http://site');
    expect(url.pathname).toBe('/api/switch-locale/');
    expect(url.searchParams.get('to')).toBe('es');
    expect(url.searchParams.get('path')).toBe('/offices-and-people/?office=madrid');
    expect(url.hash).toBe('#team');
    expect(followed).toEqual([href]);
  });

  it('ignores a locale other than en and es, and the current one', () => {
    const actor = createActor(localeMachine, { input: { current: 'es' } }).start();
    expect(actor.getSnapshot().can(choose('fr'))).toBe(false);
    expect(actor.getSnapshot().can(choose('es'))).toBe(false);
    expect(actor.getSnapshot().can(choose('en'))).toBe(true);
  });

  it('switches once: a second choice while leaving is refused', () => {
    const actor = createActor(localeMachine, { input: { current: 'en' } }).start();
    actor.send(choose('es'));
    expect(actor.getSnapshot().can(choose('es'))).toBe(false);
  });

  it('leaves out an empty query and hash', () => {
    expect(switchLocaleHref('es', '/about/', '?', '#')).toBe('/api/switch-locale/?to=es&path=%2Fabout%2F');
  });
});
