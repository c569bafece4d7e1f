import { describe, expect, it } from 'vitest';
import { previewAccess, previewToken } from './preview';

const SECRET = 'a-long-preview-secret';
const ask = (over: Partial<Parameters<typeof previewAccess>[0]> = {}) =>
  previewAccess({ requested: true, configuredSecret: SECRET, givenSecret: null, cookie: undefined, ...over });

describe('preview access (issue 20 §2)', () => {
  it('without PREVIEW_SECRET, ?preview=true previews as spec 2.3 demos', () => {
    expect(ask({ configuredSecret: undefined })).toEqual({ kind: 'preview' });
    expect(ask({ configuredSecret: undefined, requested: false })).toEqual({ kind: 'live' });
  });

  it('with it, ?preview=true alone shows the live page', () => {
    expect(ask()).toEqual({ kind: 'live' });
    expect(ask({ givenSecret: 'wrong' })).toEqual({ kind: 'live' });
    expect(ask({ givenSecret: `${SECRET}x` })).toEqual({ kind: 'live' });
    expect(ask({ cookie: 'forged' })).toEqual({ kind: 'live' });
  });

  it('the right secret grants a cookie that is not the secret, and the cookie previews', () => {
    const granted = ask({ givenSecret: SECRET });
    expect(granted.kind).toBe('grant');
    if (granted.kind !== 'grant') return;
    expect(granted.cookie).not.toContain(SECRET);
    expect(ask({ cookie: granted.cookie })).toEqual({ kind: 'preview' });
    // Another secret's cookie does not open this site's drafts.
    expect(ask({ cookie: previewToken('another-preview-secret') })).toEqual({ kind: 'live' });
  });

  it('a cookie alone does not preview a live request', () => {
    expect(ask({ requested: false, cookie: previewToken(SECRET) })).toEqual({ kind: 'live' });
  });
});
