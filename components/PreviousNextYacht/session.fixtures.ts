/** A session as a yacht listing leaves it (spec 3.7, 4.3), for the navigation's tests. */
import { storeNonSearchList, type YachtUrl } from '../../schema/yacht/navigation-list';
import type { SessionSnapshot } from './yacht-navigation.machine';

export const NOW = 1_800_000_000_000;

/** Four cards, one yacht twice (a listing may show a yacht in two places). */
export const LISTED = [
  { Url: '/yacht-for-charter/aurora/', YachtId: 'Y1' },
  { Url: '/yacht-for-charter/boreas/', YachtId: 'Y2' },
  { Url: '/yacht-for-charter/aurora/', YachtId: 'Y1' },
  { Url: '/yacht-for-charter/celeste/', YachtId: 'Y3' },
];

/** The charter listing's list stored a second ago; `over` changes what the test needs. */
export const storedSession = (over: Partial<SessionSnapshot> = {}, list: readonly YachtUrl[] = LISTED): SessionSnapshot => ({
  now: NOW,
  nonSearchList: storeNonSearchList(list, NOW - 1000, 'charter'),
  listRoute: '/yachts-for-charter/',
  shouldReferToSearch: null,
  searchResultYachtUrls: null,
  searchStateRoute: null,
  yachtRedirectUrl: null,
  ...over,
});
