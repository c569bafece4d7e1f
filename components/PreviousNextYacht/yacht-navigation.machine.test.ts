import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { NON_SEARCH_LIST_TTL_MS } from '../../schema/constants/yacht';
import { storeNonSearchList } from '../../schema/yacht/navigation-list';
import { fromSession } from './session-read';
import { LISTED, NOW, storedSession } from './session.fixtures';
import { marksBackToSearchRedirect, navigationOf, normalisePath, NO_SESSION, nothingStored, yachtNavigationMachine, type SessionSnapshot } from './yacht-navigation.machine';

const list = LISTED;
const session = storedSession;

const start = (currentPath: string, snapshot?: SessionSnapshot) => {
  const actor = createActor(yachtNavigationMachine, {
    input: { currentPath, defaultBackUrl: '/yachts-for-charter/', searchUrl: '/search/' },
  }).start();
  if (snapshot) actor.send({ type: 'session.read', session: fromSession(snapshot) });
  return actor;
};

const nav = (actor: ReturnType<typeof start>) => navigationOf(actor.getSnapshot().context);

describe('yacht navigation (spec 2.8, 3.7, 4.3)', () => {
  it('before session storage is read: back to the default listing, no previous or next', () => {
    const actor = start('/yacht-for-charter/boreas/');
    expect(actor.getSnapshot().value).toBe('pending');
    expect(nav(actor)).toMatchObject({ previousYachtUrl: null, nextYachtUrl: null, back: { url: '/yachts-for-charter/', isReferToSearch: false } });
    expect(actor.getSnapshot().can({ type: 'go.next' })).toBe(false);
  });

  it("previous and next walk the listing's order, de-duplicated by YachtId (spec 5.3)", () => {
    const actor = start('/yacht-for-charter/boreas/', session());
    expect(nav(actor)).toMatchObject({
      previousYachtUrl: '/yacht-for-charter/aurora/',
      nextYachtUrl: '/yacht-for-charter/celeste/',
      previousYachtIndex: 0,
      nextYachtIndex: 2,
      back: { url: '/yachts-for-charter/', isReferToSearch: false },
    });
    expect(actor.getSnapshot().can({ type: 'go.previous' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'go.next' })).toBe(true);
  });

  it('the ends of the list do not wrap: the first has no previous, the last no next', () => {
    const first = start('/yacht-for-charter/aurora/', session());
    expect(nav(first)).toMatchObject({ previousYachtUrl: null, nextYachtUrl: '/yacht-for-charter/boreas/' });
    expect(first.getSnapshot().can({ type: 'go.previous' })).toBe(false);
    const last = start('/yacht-for-charter/celeste/', session());
    expect(nav(last)).toMatchObject({ previousYachtUrl: '/yacht-for-charter/boreas/', nextYachtUrl: null });
    expect(last.getSnapshot().can({ type: 'go.next' })).toBe(false);
  });

  it('the current path matches with or without its trailing slash and query (spec 4.3)', () => {
    expect(normalisePath('/yacht-for-charter/boreas/?utm=x#top')).toBe('/yacht-for-charter/boreas');
    expect(normalisePath('https://example.com/es/yacht-for-charter/boreas')).toBe('/es/yacht-for-charter/boreas');
    expect(normalisePath('/')).toBe('/');
    expect(nav(start('/yacht-for-charter/boreas?ref=grid', session())).nextYachtUrl).toBe('/yacht-for-charter/celeste/');
  });

  it('a list stored more than 24 hours ago reads as empty: back to the default listing', () => {
    const stale = storeNonSearchList(list, NOW - NON_SEARCH_LIST_TTL_MS - 1, 'charter');
    const actor = start('/yacht-for-charter/boreas/', session({ nonSearchList: stale, listRoute: '/new-charter-yachts/' }));
    expect(nav(actor)).toMatchObject({ previousYachtUrl: null, nextYachtUrl: null, back: { url: '/yachts-for-charter/' } });
  });

  it('back to selection returns to the listing the list came from, only when this yacht is in it', () => {
    expect(nav(start('/yacht-for-charter/boreas/', session({ listRoute: '/new-charter-yachts/' }))).back.url).toBe('/new-charter-yachts/');
    expect(nav(start('/yacht-for-charter/other/', session({ listRoute: '/new-charter-yachts/' }))).back.url).toBe('/yachts-for-charter/');
  });

  it('malformed storage (broken JSON values, foreign URLs) is ignored', () => {
    const actor = start('/yacht-for-charter/boreas/', session({ nonSearchList: { nonSearchResultYachtUrls: 'x' }, listRoute: 'https://evil.example/' }));
    expect(nav(actor)).toMatchObject({ previousYachtUrl: null, back: { url: '/yachts-for-charter/' } });
    expect(nav(start('/yacht-for-charter/boreas/', session({ listRoute: '//evil.example/' }))).back.url).toBe('/yachts-for-charter/');
  });

  it('refer-to-search mode: the search results drive previous/next; back to the saved search route or /search', () => {
    const results = [
      { Url: '/yacht-for-charter/celeste/', YachtId: 'Y3' },
      { Url: '/yacht-for-charter/boreas/', YachtId: 'Y2' },
    ];
    const saved = start('/yacht-for-charter/boreas/', session({ shouldReferToSearch: 'true', searchResultYachtUrls: results, searchStateRoute: '/search/?q=benetti' }));
    expect(nav(saved)).toMatchObject({ previousYachtUrl: '/yacht-for-charter/celeste/', nextYachtUrl: null, back: { url: '/search/?q=benetti', isReferToSearch: true } });
    const none = start('/yacht-for-charter/boreas/', session({ shouldReferToSearch: true, searchResultYachtUrls: results }));
    expect(nav(none).back).toEqual({ url: '/search/', isReferToSearch: true });
  });

  it('back to search from the page search sent the visitor to marks isBackToSearchRedirect (spec 4.3)', () => {
    const actor = start('/yacht-for-charter/boreas/', session({ shouldReferToSearch: 'true', yachtRedirectUrl: '/yacht-for-charter/boreas' }));
    expect(marksBackToSearchRedirect(actor.getSnapshot().context)).toBe(true);
    const other = start('/yacht-for-charter/boreas/', session({ shouldReferToSearch: 'true', yachtRedirectUrl: '/yacht-for-charter/aurora/' }));
    expect(marksBackToSearchRedirect(other.getSnapshot().context)).toBe(false);
  });

  it('a later session read (another tab changed the list) updates the links', () => {
    const actor = start('/yacht-for-charter/boreas/', session());
    actor.send({ type: 'session.read', session: fromSession(session({ nonSearchList: storeNonSearchList([list[1] ?? list[0]!], NOW, 'charter') })) });
    expect(nav(actor)).toMatchObject({ previousYachtUrl: null, nextYachtUrl: null });
  });

  it('with nothing stored the island skips the checker, and ends where the checker would', () => {
    const empty = session({ nonSearchList: null, listRoute: null });
    expect(nothingStored(empty)).toBe(true);
    expect(fromSession(empty)).toEqual(NO_SESSION);
    // Anything stored, even a broken or foreign value, goes through the checker.
    expect(nothingStored(session({ nonSearchList: null, listRoute: null, yachtRedirectUrl: '{broken' }))).toBe(false);
    expect(nothingStored(session({ nonSearchList: null, listRoute: null, shouldReferToSearch: false }))).toBe(false);
    expect(nothingStored(session())).toBe(false);
  });
});
