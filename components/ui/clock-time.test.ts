import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time';

describe('clockTime (the datetime of an office clock)', () => {
  it('gives the zone’s wall clock as HH:MM, 24-hour, midnight as 00', () => {
    const at = new Date('2026-11-25T23:05:00Z');
    expect(clockTime(at, 'UTC')).toBe('23:05');
    expect(clockTime(at, 'Europe/Monaco')).toBe('00:05');
    expect(clockTime(at, 'Asia/Kolkata')).toBe('04:35');
  });

  it('is a valid HTML time string whatever the zone', () => {
    for (const zone of ['America/Los_Angeles', 'Australia/Sydney', 'Asia/Dubai']) expect(clockTime(new Date(), zone)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });
});
