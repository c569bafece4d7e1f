/** Brand colours and times of day shared by every illustrated scene. */
import type { Rng } from '../random';

export const BRAND = { navy: '#0b1b2b', deep: '#132b44', sand: '#d8c3a0', gold: '#b8955a', mist: '#f5f3ee', ink: '#1a2430' };

export type Sky = {
  name: string;
  sky: [string, string, string];
  sea: [string, string];
  sun: string;
  glow: string;
  land: string;
  glitter: string;
  /** Sun height above the horizon, as a share of the sky. */
  sunHeight: number;
  night: boolean;
};

export const SKIES: Sky[] = [
  { name: 'dawn', sky: ['#2d3b5e', '#b98a99', '#f3c9a4'], sea: ['#56657c', '#1c2a3e'], sun: '#fff0d6', glow: '#ffd9a8', land: '#5f6480', glitter: '#ffe6c7', sunHeight: 0.12, night: false },
  { name: 'morning', sky: ['#3f7fb8', '#8fc0e2', '#e3eff4'], sea: ['#3a86ad', '#0f3f5c'], sun: '#fffaf0', glow: '#ffffff', land: '#7a93a6', glitter: '#ffffff', sunHeight: 0.55, night: false },
  { name: 'noon', sky: ['#1c64a8', '#5fa6d9', '#cfe8f3'], sea: ['#1f8fb0', '#0a3a58'], sun: '#ffffff', glow: '#fffbe8', land: '#6f8c9c', glitter: '#ffffff', sunHeight: 0.85, night: false },
  { name: 'lagoon', sky: ['#2a86c8', '#7cc4e8', '#e6f6f8'], sea: ['#3ec1c9', '#0d6d8a'], sun: '#ffffff', glow: '#fffbe8', land: '#5f9a8a', glitter: '#ffffff', sunHeight: 0.75, night: false },
  { name: 'golden', sky: ['#31426a', '#cf8a5f', '#f6c57c'], sea: ['#51607a', '#1a2636'], sun: '#fff1c9', glow: '#ffc874', land: '#5d4f5e', glitter: '#ffd89a', sunHeight: 0.18, night: false },
  { name: 'dusk', sky: ['#141a3a', '#6b416f', '#e38d6a'], sea: ['#2c3150', '#0d1226'], sun: '#ffd2a8', glow: '#ff9f73', land: '#2e2a45', glitter: '#ffb48a', sunHeight: 0.05, night: false },
  { name: 'night', sky: ['#040a18', '#0e2141', '#29507a'], sea: ['#0e1c33', '#040a15'], sun: '#f4f1e6', glow: '#9fb8d8', land: '#0c1930', glitter: '#cfdcf0', sunHeight: 0.7, night: true },
];

export const HULLS = ['#f7f7f5', '#f7f7f5', '#f7f7f5', '#14263d', '#2b2f36', '#c9ced3', '#1d3557', '#d9cbb0', '#5b6770'];

export const WOODS = ['#b08358', '#8a6242', '#c9a27a', '#6e4b32', '#d2b48c'];
export const FABRICS = ['#e9e4da', '#d8cfc0', '#b9c4c9', '#2f4257', '#8c9a8b', '#c8b59a', '#efe9df'];
export const WALLS = ['#efe8dc', '#e4dccd', '#d9d2c5', '#f3efe7', '#cfc4b2', '#3b4350'];

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export const mix = (a: string, b: string, t: number): string => {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) => {
    const x = (pa >> shift) & 255;
    const y = (pb >> shift) & 255;
    return Math.round(x + (y - x) * t);
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
};

export const pickSky = (rng: Rng, prefer?: string[]): Sky => {
  const pool = prefer ? SKIES.filter((s) => prefer.includes(s.name)) : SKIES;
  return rng.pick(pool.length ? pool : SKIES);
};
