// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { lockBodyScroll } from './scroll-lock';

describe('body scroll lock (spec 2.15)', () => {
  it('locks while any overlay holds it and restores the page when the last one lets go', () => {
    const root = document.documentElement;
    root.style.overflow = 'auto';
    const menu = lockBodyScroll();
    const drawer = lockBodyScroll();
    expect(root.style.overflow).toBe('hidden');
    menu();
    menu(); // a second release of the same hold changes nothing
    expect(root.style.overflow).toBe('hidden');
    drawer();
    expect(root.style.overflow).toBe('auto');
  });
});
