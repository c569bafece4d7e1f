/** Spec 2.8, 4.2, 4.3 and 9.5: yacht page constants. */

/** Spec 2.8: the units switch. */
export const UNIT_LABELS = { m: 'Meter (m)', ft: 'Feet (ft)' } as const;
export type LengthUnit = keyof typeof UNIT_LABELS;

/** Spec 4.2: the ribbon when no ribbonText is set and the yacht is new to the market. */
export const NEW_TO_THE_FLEET = 'New to the fleet';

/** Spec 4.3: the non-search yacht list expires 24 hours after it is stored. */
export const NON_SEARCH_LIST_TTL_MS = 24 * 60 * 60 * 1000;

/** Spec 3.5: the label of the deck-plan section when none is given. */
export const DECKPLAN_LABEL = 'Deckplan';
