import { describe, expect, it } from 'vitest';
import { dedupeByYachtId, readNonSearchList, storeNonSearchList } from './navigation-list';

const aurora = { Url: '/yacht-for-charter/aurora', YachtId: 'Y10001_AU' };
const borea = { Url: '/yacht-for-charter/borea', YachtId: 'Y10002_BO' };
const auroraAgain = { Url: '/yacht-for-charter/aurora-2', YachtId: 'Y10001_AU' };

const now = Date.UTC(2025, 5, 1, 12);
const hour = 60 * 60 * 1000;

describe('non-search yacht list', () => {
  it('spec 5.3: de-duplicated by YachtId when stored, the first occurrence kept', () => {
    expect(dedupeByYachtId([aurora, borea, auroraAgain])).toEqual([aurora, borea]);
    expect(storeNonSearchList([aurora, borea, auroraAgain], now, 'charter')).toEqual({
      nonSearchResultYachtUrls: [aurora, borea],
      nonSearchResultYachtType: 'charter',
      validUntil: now + 24 * hour,
    });
  });

  it('spec 4.3: the list reads back for 24 hours, then reads as empty', () => {
    const stored = storeNonSearchList([aurora, borea], now);
    expect(readNonSearchList(stored, now + 23 * hour)).toEqual([aurora, borea]);
    expect(readNonSearchList(stored, now + 24 * hour)).toEqual([]);
    expect(readNonSearchList(stored, now + 48 * hour)).toEqual([]);
  });

  it('a missing or malformed stored value reads as empty', () => {
    expect(readNonSearchList(undefined, now)).toEqual([]);
    expect(readNonSearchList({ nonSearchResultYachtUrls: [{ Url: 1 }], validUntil: now + hour }, now)).toEqual([]);
  });
});
