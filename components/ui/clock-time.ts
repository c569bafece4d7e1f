/**
 * The wall-clock time in a time zone as a valid HTML time string (HH:MM, 24-hour): the machine value
 * of a <time> whose text is the visitor's own format ("4:05 PM GMT+1"), which is no valid time itself.
 */
const machine = new Map<string, Intl.DateTimeFormat>();

export const clockTime = (date: Date, zone: string): string => {
  // One formatter per zone: making one costs more than formatting, and a clock formats every tick.
  let format = machine.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    machine.set(zone, format);
  }
  return format.format(date);
};
