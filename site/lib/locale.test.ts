import { describe, expect, it } from 'vitest';
import { chooseRootLocale } from './locale';

describe('spec 2.1 locale choice at /', () => {
  it('prefers the cookie over the browser languages', () => {
    expect(chooseRootLocale('en', 'es-ES,es;q=0.9')).toBe('en');
    expect(chooseRootLocale('es', 'en-US,en;q=0.9')).toBe('es');
  });
  it('then the browser languages, in order of preference', () => {
    expect(chooseRootLocale(undefined, 'es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(chooseRootLocale(undefined, 'fr-FR, es-MX;q=0.5, en;q=0.4')).toBe('es');
    expect(chooseRootLocale(undefined, 'en-GB,es;q=0.1')).toBe('en');
  });
  it('then the default, ignoring unknown cookie values (spec 5.2: only en and es)', () => {
    expect(chooseRootLocale('fr', 'de-DE')).toBe('en');
    expect(chooseRootLocale(undefined, null)).toBe('en');
    expect(chooseRootLocale('', '')).toBe('en');
  });
});
