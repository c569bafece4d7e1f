import { describe, expect, it } from 'vitest';
import { activeSection, throttle } from './active-section';

describe('jump-to active link (spec 4.5)', () => {
  const sections = [
    { id: 'overview', top: -900 },
    { id: 'specification', top: 300 },
    { id: 'features', top: 460 },
  ];

  it('is the last section whose top is above half the viewport', () => {
    expect(activeSection(sections, 900)).toBe('specification');
    expect(activeSection(sections, 1000)).toBe('features');
  });

  it('a top exactly at half the viewport is not above it', () => {
    expect(activeSection([{ id: 'a', top: 450 }], 900)).toBeNull();
  });

  it('is empty when no section has reached half the viewport', () => {
    expect(activeSection([{ id: 'a', top: 700 }], 900)).toBeNull();
    expect(activeSection([], 900)).toBeNull();
  });
});

describe('scroll throttle (spec 9.5: 200 ms)', () => {
  it('runs at once, then once more after the wait, whatever the number of calls', () => {
    let now = 0;
    const timers: Array<{ at: number; fn: () => void }> = [];
    const clock = { now: () => now, set: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }) };
    let runs = 0;
    const run = throttle(() => (runs += 1), 200, clock);
    run();
    now = 50;
    run();
    run();
    expect(runs).toBe(1);
    expect(timers).toHaveLength(1);
    now = 200;
    timers[0]?.fn();
    expect(runs).toBe(2);
    now = 450;
    run();
    expect(runs).toBe(3);
  });
});
