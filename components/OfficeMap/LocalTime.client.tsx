'use client';
/**
 * Spec 3.8: an office's local time, in its IANA time zone. Drawn in the browser only (the page is
 * cached, so a server-rendered time would be stale) and refreshed while the page is open. A clock
 * starts when it comes near the viewport: a formatter for a time zone takes milliseconds to make,
 * and the offices page holds twenty clocks, most of them below the fold.
 */
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { OFFICE_CLOCK_AHEAD_PX, OFFICE_CLOCK_TICK_MS } from '../../schema/constants/offices';
import { useNear } from '../ui/hooks/use-near.client';
import { timeFormat } from '../../schema/intl-format';
import { clockTime } from '../ui/clock-time';

/** One timer for every clock on the page, running while one is shown. */
const clocks = new Set<() => void>();
let timer: number | undefined;
const subscribe = (notify: () => void) => {
  clocks.add(notify);
  timer ??= window.setInterval(() => clocks.forEach((clock) => clock()), OFFICE_CLOCK_TICK_MS);
  return () => {
    clocks.delete(notify);
    if (clocks.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
};
/** The current tick: a stable number between refreshes, as useSyncExternalStore needs. */
const tick = () => Math.floor(Date.now() / OFFICE_CLOCK_TICK_MS);
const noTick = () => null;

export const formatLocalTime = (date: Date, zone: string, locale: string): string => timeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);

function Clock({ zone, locale }: { zone: string; locale: string }) {
  // Draws again on every tick; the time itself is read below.
  useSyncExternalStore(subscribe, tick, noTick);
  const date = new Date();
  return (
    <time data-timezone={zone} dateTime={clockTime(date, zone)} className="tabular-nums">
      {formatLocalTime(date, zone, locale)}
    </time>
  );
}

export function LocalTime({ zone, locale }: { zone: string; locale: string }) {
  const slot = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  // Clocks the visitor has passed start too (a jump to the page's end crosses none of them).
  useNear(
    slot,
    OFFICE_CLOCK_AHEAD_PX,
    useCallback(() => setNear(true), []),
    !near,
    true,
  );
  if (near) return <Clock zone={zone} locale={locale} />;
  // The server and hydration hold a blank line: a <time> must hold a time, so it comes with the clock.
  return (
    <span ref={slot} className="tabular-nums">
      {'\u00a0'}
    </span>
  );
}
