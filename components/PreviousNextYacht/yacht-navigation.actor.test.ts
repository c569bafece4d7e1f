import { describe, expect, it } from 'vitest';
import { fromSession } from './session-read';
import { canGo, NO_SESSION, type NavigationView } from './yacht-navigation';
import { startYachtNavigation } from './yacht-navigation.actor';
import { storedSession } from './session.fixtures';

const INPUT = { currentPath: '/yacht-for-charter/boreas/', defaultBackUrl: '/yachts-for-charter/', searchUrl: '/search/' };
const list = [
  { Url: '/yacht-for-charter/aurora/', YachtId: 'Y1' },
  { Url: '/yacht-for-charter/boreas/', YachtId: 'Y2' },
];

describe('the yacht navigation drawn without its machine (spec 3.7)', () => {
  it('with nothing stored, shows what the machine shows after reading the empty session', () => {
    const port = startYachtNavigation(INPUT)();
    port.send({ type: 'session.read', session: NO_SESSION });
    const withoutMachine: NavigationView = { value: 'ready', context: { ...INPUT, ...NO_SESSION } };
    expect(port.view()).toEqual(withoutMachine);
    expect(canGo(withoutMachine, 'previous')).toBe(false);
    expect(canGo(withoutMachine, 'next')).toBe(false);
  });

  it('offers previous and next exactly where the machine accepts them', () => {
    const port = startYachtNavigation(INPUT)();
    const pending = port.view();
    expect(canGo(pending, 'previous')).toBe(false);
    const session = fromSession(storedSession({}, list));
    port.send({ type: 'session.read', session });
    expect(port.view().value).toBe('ready');
    expect(canGo(port.view(), 'previous')).toBe(true);
    expect(canGo(port.view(), 'next')).toBe(false);
  });
});
