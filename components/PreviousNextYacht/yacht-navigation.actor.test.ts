import { describe, expect, it } from 'vitest';
import { storeNonSearchList } from '../../schema/yacht/navigation-list';
import { fromSession } from './session-read';
import { canGo, NO_SESSION, type NavigationView } from './yacht-navigation';
import { startYachtNavigation } from './yacht-navigation.actor';

const NOW = 1_800_000_000_000;
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
    const session = fromSession({
      now: NOW,
      nonSearchList: storeNonSearchList(list, NOW - 1000, 'charter'),
      listRoute: '/yachts-for-charter/',
      shouldReferToSearch: null,
      searchResultYachtUrls: null,
      searchStateRoute: null,
      yachtRedirectUrl: null,
    });
    port.send({ type: 'session.read', session });
    expect(port.view().value).toBe('ready');
    expect(canGo(port.view(), 'previous')).toBe(true);
    expect(canGo(port.view(), 'next')).toBe(false);
  });
});
