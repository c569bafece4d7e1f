/** Seeded randomness for the demo content: the same seed always gives the same sequence. */
import { createHash } from 'node:crypto';

/** mulberry32: a tiny, well-known 32-bit PRNG; returns numbers in [0, 1). */
export const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A 32-bit number from any text, to derive independent streams (per yacht, per image). */
export const hashToInt = (text: string): number => createHash('sha1').update(text).digest().readUInt32BE(0);

export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct entries, in a random order. */
  sample<T>(list: readonly T[], count: number): T[];
};

export const createRng = (source: number | string): Rng => {
  const next = mulberry32(typeof source === 'number' ? source : hashToInt(source));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const value = list[Math.floor(next() * list.length)];
    if (value === undefined) throw new Error('Cannot pick from an empty list');
    return value;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      const a = copy[i];
      const b = copy[j];
      if (a !== undefined && b !== undefined) {
        copy[i] = b;
        copy[j] = a;
      }
    }
    return copy.slice(0, Math.max(0, count));
  };
  return {
    next,
    int,
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    chance: (probability) => next() < probability,
    pick,
    sample,
  };
};
