/** Spec 9.1: charter seasons (months 1-12), each with a low and a high amount. */
export const SEASONS = {
  summer: { label: 'Summer', months: [4, 5, 6, 7, 8, 9] },
  winter: { label: 'Winter', months: [10, 11, 12, 1, 2, 3] },
} as const;
export type Season = keyof typeof SEASONS;

export const SEASON_LEVELS = { low: 'Low Season', high: 'High Season' } as const;

/** The price map's season keys (spec 3.3). */
export const CHARTER_SEASON_KEYS = ['charterSummerLow', 'charterSummerHigh', 'charterWinterLow', 'charterWinterHigh'] as const;
export type CharterSeasonKey = (typeof CHARTER_SEASON_KEYS)[number];
