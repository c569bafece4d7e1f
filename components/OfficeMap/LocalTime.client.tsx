'use client';
/**
 * Spec 3.8: an office's local time, in its IANA time zone. Drawn in the browser only (the page is
 * cached, so a server-rendered time would be stale) and refreshed while the page is open.
 */
import { useSyncExternalStore } from 'react';
import { OFFICE_CLOCK_TICK_MS } from '../../schema/constants/offices';
import { clockTime, timeFormat } from '../ui/clock-time';

/** One timer for every clock on the page (twenty on the offices page), running while one is shown. */
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

export const formatLocalTime = (date: Date, zone: string, locale: string): string =>
  timeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);

export function LocalTime({ zone, locale }: { zone: string; locale: string }) {
  const now = useSyncExternalStore(subscribe, tick, noTick);
  // The server and hydration hold a blank line: a <time> must hold a time, so it comes with the clock.
  if (now === null) return <span className="tabular-nums">{'\u00a0'}</span>;
  const date = new Date();
  return (
    <time data-timezone={zone} dateTime={clockTime(date, zone)} className="tabular-nums">
      {formatLocalTime(date, zone, locale)}
    </time>
  );
}
