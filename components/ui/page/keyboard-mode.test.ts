// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { scrollToHash, watchKeyboardMode } from './keyboard-mode';

describe('keyboard-navigation mode (spec 2.15)', () => {
  it('turns on with Tab and off with a mouse button', () => {
    const stop = watchKeyboardMode();
    const root = document.documentElement;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(root.hasAttribute('data-keyboard')).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(root.hasAttribute('data-keyboard')).toBe(true);
    document.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse' }));
    expect(root.hasAttribute('data-keyboard')).toBe(false);
    stop();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(root.hasAttribute('data-keyboard')).toBe(false);
  });
});

describe('scroll to the hash target (spec 2.15)', () => {
  it('scrolls the target into view, and to the top when the hash is gone', () => {
    document.body.innerHTML = '<h2 id="our team">Team</h2>';
    const target = document.getElementById('our team');
    if (!target) throw new Error('fixture');
    const intoView = vi.fn();
    target.scrollIntoView = intoView;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToHash('#our%20team');
    expect(intoView).toHaveBeenCalledWith({ block: 'start' });
    scrollToHash('');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollToHash('#%E0%A4%A'); // malformed: nothing thrown
  });
});
