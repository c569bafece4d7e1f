/** Spec 2.5: cached pages of servers on different ports are kept apart unless SITE_URL names one base for all. */
import { describe, expect, it } from 'vitest';
import { cachedVariant, readRouteParams } from './variant';

describe('the cached variant of a page route', () => {
  it('is keyed by port when the links name the server’s own origin, and shared with SITE_URL', () => {
    expect(cachedVariant('live', 3140)).toBe('live-3140');
    expect(cachedVariant('bot', 3000)).toBe('bot-3000');
    expect(cachedVariant('live', 3000)).not.toBe(cachedVariant('live', 3140));
    expect(cachedVariant('live', null)).toBe('live');
  });

  it('reads back as the same variant, whatever the key', () => {
    for (const variant of ['live', 'bot'] as const) {
      for (const port of [null, 80, 3140, 65535]) {
        expect(readRouteParams({ variant: cachedVariant(variant, port), locale: 'es', slug: ['a'] })).toEqual({ variant, locale: 'es', slug: ['a'] });
      }
    }
  });

  it('refuses variants the proxy never writes', () => {
    for (const variant of ['live-', 'live-abc', 'preview-3000', 'live-3000-1', 'other']) {
      expect(readRouteParams({ variant, locale: 'en' })).toBeNull();
    }
  });
});
