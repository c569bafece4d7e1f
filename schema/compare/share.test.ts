import { describe, expect, it } from 'vitest';
import { COMPARE_MAX_YACHTS, compareQuery, linkableEntries, parseCompare } from './share';

describe('the comparison share link', () => {
  it('reads views and YachtIds in order, without repeats', () => {
    expect(parseCompare('sale:Y1_AA,charter:Y2_BB,sale:Y1_AA')).toEqual({
      entries: [
        { view: 'sale', id: 'Y1_AA' },
        { view: 'charter', id: 'Y2_BB' },
      ],
      rejected: 0,
      truncated: false,
    });
  });

  it('skips junk entries and counts them: unknown views, bad ids, missing parts, markup', () => {
    const parsed = parseCompare('rent:Y1,sale:,sale:Y 2,:Y3,Y4,sale:<script>,charter:Y5_OK,,');
    expect(parsed.entries).toEqual([{ view: 'charter', id: 'Y5_OK' }]);
    expect(parsed.rejected).toBe(6);
  });

  it('caps the count and says so', () => {
    const many = Array.from({ length: COMPARE_MAX_YACHTS + 5 }, (_, i) => `sale:Y${i}`).join(',');
    const parsed = parseCompare(many);
    expect(parsed.entries).toHaveLength(COMPARE_MAX_YACHTS);
    expect(parsed.entries[0]).toEqual({ view: 'sale', id: 'Y0' });
    expect(parsed.truncated).toBe(true);
  });

  it('refuses a huge value unread, and reads nothing from an empty one', () => {
    expect(parseCompare(`sale:Y1,${'x'.repeat(5000)}`)).toEqual({ entries: [], rejected: 1, truncated: false });
    expect(parseCompare('')).toEqual({ entries: [], rejected: 0, truncated: false });
    expect(parseCompare(null).entries).toEqual([]);
  });

  it('writes a link that reads back the same list', () => {
    const entries = [
      { view: 'charter' as const, id: 'Y9_ZZ' },
      { view: 'sale' as const, id: 'Y1-AA' },
    ];
    expect(compareQuery(entries)).toBe('charter:Y9_ZZ,sale:Y1-AA');
    expect(parseCompare(compareQuery(entries)).entries).toEqual(entries);
  });

  it('leaves out shortlist entries the link cannot carry', () => {
    expect(
      linkableEntries([
        { id: 'Y1', view: 'sale' },
        { id: 'a,b', view: 'sale' },
        { id: 'Y1', view: 'sale' },
      ]),
    ).toEqual([{ view: 'sale', id: 'Y1' }]);
  });
});
