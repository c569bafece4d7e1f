import { describe, expect, it } from 'vitest';
import { checkGrant, grantCookie, previewAccess } from './preview';

const SECRET = 'a-long-preview-secret';
const HOUR = 3_600_000;
const GIVEN = Date.UTC(2030, 0, 1, 9, 0, 0);
const ask = (over: Partial<Parameters<typeof previewAccess>[0]> = {}) => previewAccess({ requested: true, secret: SECRET, grantHours: 24, givenSecret: null, cookie: undefined, now: GIVEN, ...over });

/** The cookie the right secret gives at GIVEN. */
const granted = (): string => {
  const answer = ask({ givenSecret: SECRET });
  if (answer.kind !== 'grant') throw new Error(`expected a grant, got ${answer.kind}`);
  return answer.cookie;
};

describe('preview access: drafts stay with editors (spec 2.3)', () => {
  it('?preview=true alone, or with a wrong secret, shows the live page; a wrong secret is told apart to be counted', () => {
    expect(ask()).toEqual({ kind: 'live' });
    expect(ask({ givenSecret: 'wrong' })).toEqual({ kind: 'wrong-secret' });
    expect(ask({ givenSecret: `${SECRET}x` })).toEqual({ kind: 'wrong-secret' });
    expect(ask({ requested: false })).toEqual({ kind: 'live' });
  });

  it('with preview switched off (no secret) nobody previews, whatever is sent', () => {
    expect(ask({ secret: null, givenSecret: SECRET })).toEqual({ kind: 'live' });
    expect(ask({ secret: null, cookie: granted() })).toEqual({ kind: 'live' });
  });

  it('the right secret grants a cookie that is not the secret, signed with the time it was given', () => {
    const cookie = granted();
    expect(cookie).not.toContain(SECRET);
    expect(cookie).toBe(grantCookie(SECRET, GIVEN / 1000));
    expect(ask({ cookie })).toEqual({ kind: 'preview' });
  });

  it('a grant names when it was given: no cookie that opens drafts forever', () => {
    const later = ask({ givenSecret: SECRET, now: GIVEN + 5000 });
    expect(later.kind).toBe('grant');
    if (later.kind === 'grant') expect(later.cookie).not.toBe(granted());
  });

  it('an expired grant shows the live page: 24 hours from the signed time it was given, checked on the server', () => {
    const cookie = granted();
    expect(ask({ cookie, now: GIVEN + 24 * HOUR - 1000 })).toEqual({ kind: 'preview' });
    expect(ask({ cookie, now: GIVEN + 24 * HOUR })).toEqual({ kind: 'refused-grant', reason: 'expired' });
    expect(ask({ cookie, now: GIVEN + 30 * 24 * HOUR })).toEqual({ kind: 'refused-grant', reason: 'expired' });
    // PREVIEW_GRANT_HOURS shortens it.
    expect(ask({ cookie, grantHours: 2, now: GIVEN + 2 * HOUR })).toEqual({ kind: 'refused-grant', reason: 'expired' });
    // A grant dated far ahead of the clock is no grant either.
    expect(checkGrant(SECRET, grantCookie(SECRET, GIVEN / 1000 + 3600), 24, GIVEN)).toBe('expired');
  });

  it('a tampered cookie shows the live page: a later date, another digest, another secret, garbage', () => {
    const cookie = granted();
    const [issued = '', mac = ''] = cookie.split('.');
    const renewed = `${Number(issued) + 20 * 3600}.${mac}`;
    expect(ask({ cookie: renewed, now: GIVEN + 25 * HOUR })).toEqual({ kind: 'refused-grant', reason: 'tampered' });
    expect(ask({ cookie: `${issued}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}` })).toEqual({ kind: 'refused-grant', reason: 'tampered' });
    // Rotating the secret voids every grant given with the old one.
    expect(ask({ cookie, secret: 'another-preview-secret' })).toEqual({ kind: 'refused-grant', reason: 'tampered' });
    for (const garbage of ['', 'forged', `${issued}.`, `.${mac}`, `${issued}.${mac}.x`, 'Zm9yZ2Vk'.repeat(20)]) {
      expect(ask({ cookie: garbage })).toEqual({ kind: 'refused-grant', reason: 'tampered' });
    }
  });

  it('a cookie alone does not preview a live request', () => {
    expect(ask({ requested: false, cookie: granted() })).toEqual({ kind: 'live' });
  });
});
