'use client';
/**
 * Spec 3.8: an office's local time, in its IANA time zone. Drawn in the browser only (the page is
 * cached, so a server-rendered time would be stale) and refreshed while the page is open.
 */
import { useSyncExternalStore } from 'react';
import { OFFICE_CLOCK_TICK_MS } from '../../schema/constants/offices';

const subscribe = (notify: () => void) => {
  const timer = window.setInterval(notify, OFFICE_CLOCK_TICK_MS);
  return () => window.clearInterval(timer);
};
/** The current tick: a stable number between refreshes, as useSyncExternalStore needs. */
const tick = () => Math.floor(Date.now() / OFFICE_CLOCK_TICK_MS);
const noTick = () => null;

export const formatLocalTime = (date: Date, zone: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);

export function LocalTime({ zone, locale }: { zone: string; locale: string }) {
  const now = useSyncExternalStore(subscribe, tick, noTick);
  return (
    <time data-timezone={zone} className="tabular-nums" suppressHydrationWarning>
      {now === null ? '\u00a0' : formatLocalTime(new Date(), zone, locale)}
    </time>
  );
}
