/** Office clocks (spec 3.8): their formatters are kept and shared by every clock on the page. */
import { timeFormat } from '../../schema/intl-format';

/**
 * The wall-clock time in a time zone as a valid HTML time string (HH:MM, 24-hour): the machine value
 * of a <time> whose text is the visitor's own format ("4:05 PM GMT+1"), which is no valid time itself.
 */
export const clockTime = (date: Date, zone: string): string => timeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
