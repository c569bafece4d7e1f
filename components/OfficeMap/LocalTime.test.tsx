// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_CLOCK_TICK_MS } from '../../schema/constants/offices';
import { bringNear, NearObserver } from '../../testing/cards-on-demand';
import { LocalTime } from './LocalTime.client';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mount = async (zones: string[]) => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(zones.map((zone) => <LocalTime key={zone} zone={zone} locale="en" />)));
  const times = () => [...host.querySelectorAll('time')].map((time) => [time.dataset.timezone, time.getAttribute('datetime')]);
  return { times, unmount: () => act(() => root.unmount()) };
};

describe('office clocks (spec 3.8 local time)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('show each office its own time once near the viewport, and move on together, on one timer that stops with the last clock', async () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    const clearInterval = vi.spyOn(window, 'clearInterval');
    const page = await mount(['Europe/Monaco', 'Asia/Dubai', 'America/New_York']);
    // Below the fold a clock is a blank line, with no formatter made and no timer running.
    expect(page.times()).toEqual([]);
    expect(setInterval).not.toHaveBeenCalled();
    await act(async () => bringNear());
    expect(page.times()).toEqual([
      ['Europe/Monaco', '11:00'],
      ['Asia/Dubai', '14:00'],
      ['America/New_York', '05:00'],
    ]);
    expect(setInterval).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(OFFICE_CLOCK_TICK_MS * 4));
    expect(page.times().map(([, time]) => time)).toEqual(['11:02', '14:02', '05:02']);

    await page.unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });
});
