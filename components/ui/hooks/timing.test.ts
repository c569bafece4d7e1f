import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';
import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../../schema/constants/layout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('scroll throttle (spec 9.5)', () => {
  it('runs at once, then at most once per 200 ms, ending with the last call', () => {
    expect(SCROLL_THROTTLE_MS).toBe(200);
    const seen: number[] = [];
    const onScroll = throttle((y: number) => seen.push(y), SCROLL_THROTTLE_MS);
    onScroll(1);
    onScroll(2);
    onScroll(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    onScroll(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('drops a pending call once cancelled', () => {
    const seen: number[] = [];
    const onScroll = throttle((y: number) => seen.push(y), SCROLL_THROTTLE_MS);
    onScroll(1);
    onScroll(2);
    onScroll.cancel();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(seen).toEqual([1]);
  });
});

describe('resize debounce (spec 9.5)', () => {
  it('runs 100 ms after the last call only', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
    const seen: number[] = [];
    const onResize = debounce((w: number) => seen.push(w), RESIZE_DEBOUNCE_MS);
    onResize(800);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    onResize(1100);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1100]);
  });
});
